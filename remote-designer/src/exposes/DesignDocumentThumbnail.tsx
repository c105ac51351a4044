// Kept apart from the studio, like SavedDesignThumbnail: this module (and so its chunk) must not
// reach Pixi, because the account remote shows it on /me, where pixi.js may not be downloaded.
import { DocumentThumbnail } from '../render/thumbnail/DocumentThumbnail';

export type { DocumentThumbnailProps } from '../render/thumbnail/DocumentThumbnail';
export default DocumentThumbnail;
