// Kept apart from the studio: this module (and so its chunk) must not reach Pixi, because the
// account remote shows it on /me, where pixi.js may not be downloaded (bench/bytes.mjs). Its
// props are declared in @teamwear/shared/federation, which the apps that load it read.
import type { SavedDesignThumbnailModule } from '@teamwear/shared/federation';
import { SavedDesignThumbnail } from '../ui/thumbnail/SavedDesignThumbnail';

export default SavedDesignThumbnail satisfies SavedDesignThumbnailModule['default'];
