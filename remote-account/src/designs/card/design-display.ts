import type { DesignSummary } from '@teamwear/shared/contracts';

/** As the API takes a name (DESIGN_NAME_MAX_LENGTH of the contracts: importing it would bring
 *  zod and every contract into My designs, which needs none of them). */
export const NAME_MAX_LENGTH = 100;

/** The name the API gives a design without a team name (POST /api/designs); shown in the page's language. */
const API_UNTITLED = 'Untitled design';

/** A design's name as the card shows it: its own, or "Untitled design" in the page's language. */
export function displayName(name: string, untitled: string): string {
  const trimmed = name.trim();
  return trimmed === '' || trimmed === API_UNTITLED ? untitled : trimmed;
}

/** The studio with this design opened (it reads `?id=`). */
export function openPath(design: Pick<DesignSummary, 'id' | 'product'>): string {
  return `/design/${design.product}?id=${encodeURIComponent(design.id)}`;
}

/** The read-only preview of this design (remote-designer PreviewPage reads `?id=`). */
export function previewPath(design: Pick<DesignSummary, 'id'>): string {
  return `/preview?id=${encodeURIComponent(design.id)}`;
}
