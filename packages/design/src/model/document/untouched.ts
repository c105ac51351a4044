import type { Design } from './types';
import { sameJson } from './values';

/**
 * Whether a design is still the blank its garment opens as (`blank`, what the studio makes for a
 * new design): no colour, option, stripe, pattern, fabric, team name, template or layer changed.
 * When it was made or saved does not count, nor a part the design names in the colour the blank
 * gives it, nor a team name of spaces. An edit undone, or set back by hand, is untouched again.
 */
export function isUntouchedDesign(doc: Design, blank: Design): boolean {
  if (doc.product !== blank.product) return false;
  const comparable = (design: Design) => ({ ...design, createdAt: '', updatedAt: '', teamName: design.teamName.trim(), parts: { ...blank.parts, ...design.parts } });
  return sameJson(comparable(doc), comparable(blank));
}
