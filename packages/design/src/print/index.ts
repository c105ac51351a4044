// What a print shop prints: the printed sides of each garment and their sizes, the shop's inks,
// and the fonts a design needs. Shared by the API's print files and proofs and the studio.
export { NamedColour, DEFAULT_INKS, rgbOf, hexOf, deltaE, nearestNamedColour, type Rgb } from './named-colours';
export { designFonts } from './design-fonts';
export {
  PRINT_SIDES,
  PrintSide,
  GARMENT_SIDES,
  LONG_SLEEVE_SIDES,
  PrintAreaCm,
  PrintAreaOverrides,
  printAreaCm,
  sidePrint,
  pixelsOf,
  sidesOf,
  type ArtboardBox,
  type SideOnArtboard,
  type SidePrint,
  type SleeveLength,
} from './print-areas';
