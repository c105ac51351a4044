// The studio on a partner's page: loaded by the embed host (shell/src/embed/host), not by the
// shell's router, so it brings no router of its own either. Its props are declared in
// @teamwear/shared/federation, which the embed host reads instead of this file.
import type { EmbeddedStudioModule } from '@teamwear/shared/federation';
import { EmbeddedStudio } from '../embed/EmbeddedStudio';

export default EmbeddedStudio satisfies EmbeddedStudioModule['default'];
