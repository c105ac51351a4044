import type { PrintAreaInUse } from '@teamwear/shared/contracts';

/** A garment's print areas as the workshop reads them: a row per size, a column per side it prints. */
export interface GarmentAreas {
  garment: PrintAreaInUse['garment'];
  sides: PrintAreaInUse['side'][];
  sizes: { size: string; areas: (PrintAreaInUse | null)[] }[];
  /** How many of its areas the shop set itself. */
  shopSet: number;
}

/** The settings' print areas grouped by garment, in the API's order (sizes as the shop's chart, sides as the garment prints). */
export function areasByGarment(areas: readonly PrintAreaInUse[]): GarmentAreas[] {
  const garments = new Map<PrintAreaInUse['garment'], PrintAreaInUse[]>();
  for (const area of areas) garments.set(area.garment, [...(garments.get(area.garment) ?? []), area]);
  return [...garments].map(([garment, own]) => {
    const sides = [...new Set(own.map((area) => area.side))];
    const sizes = [...new Set(own.map((area) => area.size))].map((size) => ({
      size,
      areas: sides.map((side) => own.find((area) => area.size === size && area.side === side) ?? null),
    }));
    return { garment, sides, sizes, shopSet: own.filter((area) => area.shopSet).length };
  });
}
