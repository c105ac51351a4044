// What a print shop prints: the printed sides of each garment and their sizes, the shop's inks,
// and the fonts a design needs. Shared by the API's print files and proofs and the studio.
export { NamedColour, DEFAULT_INKS, rgbOf, hexOf, deltaE, nearestNamedColour, type Rgb } from './named-colours';
export { designFonts } from './design-fonts';
export { PrintSide, PrintAreaCm, PrintAreaOverrides } from './print-area-schemas';
export {
  PRINT_SIDES,
  printAreaCm,
  sidePrint,
  pixelsOf,
  type ArtboardBox,
  type SideOnArtboard,
  type SidePrint,
} from './print-areas';
export { GARMENT_SIDES, sidesOf, printedSides, type SleeveLength } from './garment-sides';
