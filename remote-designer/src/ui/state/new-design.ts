import { GARMENTS } from '@teamwear/design/garments';
import { createDesign, type Design, type Product } from '@teamwear/design';

/** A fresh design of a product, coloured as the garment catalogue draws it, with its default options. */
export function newStudioDesign(product: Product, now: string = new Date().toISOString()): Design {
  const garment = GARMENTS[product];
  const partColours = Object.fromEntries(garment.parts.filter((part) => part.id !== 'buttons').map((part) => [part.id, part.defaultColour]));
  const doc = createDesign(product, now, { partColours });
  const buttonsColour = garment.parts.find((part) => part.id === 'buttons')?.defaultColour;
  return {
    ...doc,
    sleeves: garment.defaults.sleeves,
    collar: garment.defaults.collar,
    pocket: garment.defaults.pocket,
    hood: garment.defaults.hood,
    drawstring: garment.defaults.drawstring,
    buttons: { count: garment.defaults.buttons, paint: buttonsColour ? { kind: 'solid', color: buttonsColour } : doc.buttons.paint },
  };
}
