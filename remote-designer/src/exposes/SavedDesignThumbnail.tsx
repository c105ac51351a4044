// Kept apart from the studio: this module (and so its chunk) must not reach Pixi, because the
// account remote shows it on /me, where pixi.js may not be downloaded (bench/bytes.mjs).
import { SavedDesignThumbnail } from '../ui/thumbnail/SavedDesignThumbnail';

export type { SavedDesignThumbnailProps } from '../ui/thumbnail/SavedDesignThumbnail';
export default SavedDesignThumbnail;
