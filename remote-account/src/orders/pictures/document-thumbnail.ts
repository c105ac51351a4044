import type { ComponentType } from 'react';
import type { DocumentThumbnailModule, DocumentThumbnailProps } from '@teamwear/shared/federation';
import { loadRemoteModule } from '@teamwear/shared/federation';
import { createThumbnailLoader } from '../../design-picture/thumbnail-loader';

/** What the designer remote exposes as `./DesignDocumentThumbnail` (declared in @teamwear/shared/federation). */

export type DocumentThumbnail = ComponentType<DocumentThumbnailProps>;

/** The designer's drawing of a document's front or back (SVG, no Pixi), through the shell's
 *  federation runtime; null while the designer remote cannot be reached. */
export const loadDocumentThumbnail = createThumbnailLoader<DocumentThumbnail>(async () => {
  const loaded = await loadRemoteModule<DocumentThumbnailModule>('designer/DesignDocumentThumbnail');
  return typeof loaded?.default === 'function' ? loaded.default : null;
});
