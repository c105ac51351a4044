// Kept apart from the studio, like SavedDesignThumbnail: this module (and so its chunk) must not
// reach Pixi, because the account remote shows it on /me, where pixi.js may not be downloaded.
// Its props are declared in @teamwear/shared/federation, which the apps that load it read.
import type { DocumentThumbnailModule } from '@teamwear/shared/federation';
import { DocumentThumbnail } from '../render/thumbnail/DocumentThumbnail';

export default DocumentThumbnail satisfies DocumentThumbnailModule['default'];
