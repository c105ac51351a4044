import { preparedGarment, type GarmentDefinition } from '@teamwear/design/garments';
import type { Product } from '@teamwear/design';

const asked = new Map<Product, Promise<void>>();

/**
 * Downloads the garment's definition as the studio's build prepared it (the design package's
 * scripts/prepared-garments: JSON, 6.4 KB gzip for the soccer kit) and hands it to the catalogue,
 * so that the studio reads it instead of building it on the device: building the soccer kit took
 * 26–38 ms of a phone's start (issue 41). Call it before anything reads `GARMENTS[product]`. Never
 * rejects: when the file cannot be had, the catalogue builds the garment when first read, as ever.
 */
export function prepareGarment(product: Product): Promise<void> {
  let pending = asked.get(product);
  if (!pending) {
    pending = import(
      /* webpackChunkName: "garment-[request]", webpackExclude: /build-inputs\.json$/ */ `../../../generated/prepared-garments/${product}.json`
    ).then(
      (module: { default: GarmentDefinition }) => {
        preparedGarment(product, module.default);
      },
      () => {
        // Asked again by the next opening.
        asked.delete(product);
      },
    );
    asked.set(product, pending);
  }
  return pending;
}
