import { loadRemoteModule } from '@teamwear/shared/federation';
import type { SavedDesignThumbnailModule as ThumbnailModule, SavedDesignThumbnailProps } from '@teamwear/shared/federation';
import type { ComponentType } from 'react';
import { createThumbnailLoader } from './thumbnail-loader';

/** What the designer remote exposes as `./SavedDesignThumbnail` (declared in @teamwear/shared/federation). */

export type DesignerThumbnail = ComponentType<SavedDesignThumbnailProps>;

/** The designer's SVG thumbnail, through the shell's federation runtime; null while the designer remote cannot be reached. */
export const loadDesignerThumbnail = createThumbnailLoader<DesignerThumbnail>(async () => {
  const loaded = await loadRemoteModule<ThumbnailModule>('designer/SavedDesignThumbnail');
  return typeof loaded?.default === 'function' ? loaded.default : null;
});
