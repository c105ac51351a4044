// The studio on a partner's page: loaded by the embed host (shell/src/embed/host), not by the
// shell's router, so it brings no router of its own either.
import { EmbeddedStudio } from '../embed/EmbeddedStudio';

export type { EmbeddedStudioProps } from '../embed/EmbeddedStudio';
export type { StudioErrorCode, StudioEvent } from '../embed/studio-events';
export type { Design } from '@teamwear/design';
export default EmbeddedStudio;
