import { useEffect, useState } from 'react';
import type { SavedDesignThumbnailProps } from '@teamwear/shared/federation';
import type { Design } from '@teamwear/design';
import { GarmentThumbnail } from '../../render/thumbnail/GarmentThumbnail';
import { savedDesignDocument } from './saved-design-document';


/**
 * The front of a saved design, drawn as SVG by GarmentThumbnail (no Pixi): what the designer
 * remote exposes for other remotes' lists (`designer/SavedDesignThumbnail`). It takes the
 * design's summary and loads the document itself, so that a list never needs to.
 */
export function SavedDesignThumbnail({ design, size, label, fallback, style }: SavedDesignThumbnailProps) {
  const key = `${design.id}@${design.version}`;
  const [drawn, setDrawn] = useState<{ key: string; doc: Design } | null>(null);

  useEffect(() => {
    let current = true;
    void savedDesignDocument({ id: design.id, version: design.version }).then((doc) => {
      if (current && doc) setDrawn({ key, doc });
    });
    return () => {
      current = false;
    };
  }, [design.id, design.version, key]);

  if (!drawn || drawn.key !== key) return <>{fallback}</>;
  return <GarmentThumbnail doc={drawn.doc} size={size} label={label} style={style} />;
}
