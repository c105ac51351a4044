import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { migrateDesign, type View } from '@teamwear/design';
import { GarmentThumbnail } from './GarmentThumbnail';

export interface DocumentThumbnailProps {
  /** A design document as stored (an order's snapshot, a design read with GET /api/designs/{id}). */
  document: unknown;
  view?: View;
  /** The square it fits in, in CSS pixels. */
  size: number;
  /** What the picture shows, for screen readers; without it the picture is decorative. */
  label?: string;
  /** Shown for good when the document cannot be read (a newer schema, a broken one). */
  fallback: ReactNode;
  style?: CSSProperties;
}

/**
 * One side of a design drawn from a document the caller already has, as SVG (no Pixi): what the
 * designer remote exposes for the order form and the order page, which hold the document (an
 * order's is the design as it was ordered, which later edits of the design must not change) and
 * need the back as well as the front.
 */
export function DocumentThumbnail({ document, view = 'front', size, label, fallback, style }: DocumentThumbnailProps) {
  const doc = useMemo(() => {
    const migrated = migrateDesign(document);
    return migrated.ok ? migrated.doc : null;
  }, [document]);
  if (!doc) return <>{fallback}</>;
  return <GarmentThumbnail doc={doc} view={view} size={size} label={label} style={style} />;
}
