import type { DesignSlug } from '@teamwear/shared/routes';
import boxingtrunk from '../../../generated/garment-pictures/boxingtrunk.svg';
import boxyfit from '../../../generated/garment-pictures/boxyfit.svg';
import hoodie from '../../../generated/garment-pictures/hoodie.svg';
import oversizedshirt from '../../../generated/garment-pictures/oversizedshirt.svg';
import polo from '../../../generated/garment-pictures/polo.svg';
import sleeveless from '../../../generated/garment-pictures/sleeveless.svg';
import soccer from '../../../generated/garment-pictures/soccer.svg';
import tshirt from '../../../generated/garment-pictures/tshirt.svg';

/**
 * The front of each garment, drawn at build time from the designer's catalogue
 * (scripts/garment-pictures) into SVG files served beside this remote's scripts: the page shows
 * pictures instead of downloading the studio's drawing code. Typed by slug, so a garment added to
 * the catalogue does not build without its picture.
 */
export const GARMENT_PICTURES: Readonly<Record<DesignSlug, string>> = {
  soccer,
  polo,
  sleeveless,
  oversizedshirt,
  tshirt,
  hoodie,
  boxyfit,
  boxingtrunk,
};

/** The pictures' own size in CSS pixels (scripts/garment-pictures/generate.mjs draws them so). */
export const GARMENT_PICTURE_SIZE = 240;
