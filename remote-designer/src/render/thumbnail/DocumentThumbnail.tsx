import { useMemo } from 'react';
import type { DocumentThumbnailProps } from '@teamwear/shared/federation';
import { upgradeDesign } from '@teamwear/design';
import { GarmentThumbnail } from './GarmentThumbnail';

/**
 * One side of a design drawn from a document the caller already has, as SVG (no Pixi): what the
 * designer remote exposes for the order form and the order page, which hold the document (an
 * order's is the design as it was ordered, which later edits of the design must not change) and
 * need the back as well as the front.
 *
 * The document is upgraded and repaired as the studio opens one, but not checked against the
 * strict schema (`upgradeDesign`, not `migrateDesign`): the studio checked it before it was saved,
 * and the check would bring zod (~18 KB gzip) to /me/checkout and /me/order for a picture.
 */
export function DocumentThumbnail({ document, view = 'front', size, label, fallback, style }: DocumentThumbnailProps) {
  const doc = useMemo(() => {
    const upgraded = upgradeDesign(document);
    return upgraded.ok ? upgraded.doc : null;
  }, [document]);
  if (!doc) return <>{fallback}</>;
  return <GarmentThumbnail doc={doc} view={view} size={size} label={label} style={style} />;
}
