import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import type { Design } from '@teamwear/design';
import { GarmentThumbnail } from '../../render/thumbnail/GarmentThumbnail';
import { savedDesignDocument, type SavedDesignRef } from './saved-design-document';

export interface SavedDesignThumbnailProps {
  /** The design as a list shows it (GET /api/designs): its document is fetched here when needed. */
  design: SavedDesignRef;
  /** The square it fits in, in CSS pixels. */
  size: number;
  /** What the picture shows, for screen readers; without it the picture is decorative. */
  label?: string;
  /** Shown while the document loads, and for good when it cannot be read or drawn. */
  fallback: ReactNode;
  style?: CSSProperties;
}

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
