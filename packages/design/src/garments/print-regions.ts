import type { Rect, ResolvedView } from './resolve';
import { SLEEVE_AREAS, type SleeveArea } from './types';

/**
 * The printed sides of a view as the print shop prints them (print/garment-sides.ts derives each
 * side's print area from here: the union of the catalogue's print areas on it): each sleeve is a
 * side of its own, the shorts' number is the shorts' side on a garment with a body (the soccer
 * kit) and part of the front on one without (the trunks), and every other area of the view makes
 * up its front or back. A new layer stays inside the side of its print area.
 */

/** The side of its view a print area is on: a sleeve's, the shorts', or the view's own (its front or back). */
export type SideOfArea = SleeveArea | 'shorts' | 'main';

const isSleeveArea = (id: string): id is SleeveArea => (SLEEVE_AREAS as readonly string[]).includes(id);

export const sideOfArea = (id: string, hasBody: boolean): SideOfArea => (isSleeveArea(id) ? id : id === 'shorts-number' && hasBody ? 'shorts' : 'main');

const union = (a: Rect, b: Rect): Rect => {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, width: Math.max(a.x + a.width, b.x + b.width) - x, height: Math.max(a.y + a.height, b.y + b.height) - y };
};

/** The print area of the printed side that holds the area `areaId` of this view, or null when the view has no such area. */
export function printRegionOf(view: Pick<ResolvedView, 'parts' | 'printAreas'>, areaId: string): Rect | null {
  const home = view.printAreas[areaId];
  if (!home) return null;
  const hasBody = view.parts.some((part) => part.id === 'body');
  const side = sideOfArea(areaId, hasBody);
  return Object.entries(view.printAreas).reduce<Rect>((region, [id, area]) => (sideOfArea(id, hasBody) === side ? union(region, area) : region), home);
}
