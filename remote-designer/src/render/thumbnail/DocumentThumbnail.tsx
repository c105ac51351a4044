import { useMemo } from 'react';
import type { DocumentThumbnailProps } from '@teamwear/shared/federation';
import { migrateDesign } from '@teamwear/design';
import { GarmentThumbnail } from './GarmentThumbnail';


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
