import { loadRemoteModule } from '@teamwear/shared/federation';
import type { SavedDesignThumbnailProps } from '@teamwear/remote-designer/exposes/SavedDesignThumbnail';
import type { ComponentType } from 'react';
import { createThumbnailLoader } from './thumbnail-loader';

/** What the designer remote exposes as `./SavedDesignThumbnail` (typed from its own source). */
type ThumbnailModule = typeof import('@teamwear/remote-designer/exposes/SavedDesignThumbnail');

export type DesignerThumbnail = ComponentType<SavedDesignThumbnailProps>;

/** The designer's SVG thumbnail, through the shell's federation runtime; null while the designer remote cannot be reached. */
export const loadDesignerThumbnail = createThumbnailLoader<DesignerThumbnail>(async () => {
  const loaded = await loadRemoteModule<ThumbnailModule>('designer/SavedDesignThumbnail');
  return typeof loaded?.default === 'function' ? loaded.default : null;
});
