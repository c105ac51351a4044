/**
 * The families of the font catalogue: maintained @fontsource packages (OFL), each the package's
 * id. Sports display faces for names and numbers in Latin letters, and families for Khmer, Thai,
 * Japanese, Korean and Chinese text (docs/product.md §3). Adding one: add the package to api's
 * dependencies and its id here.
 */
export const FONT_PACKAGES = [
  // Latin: condensed and block faces for names and numbers, and a plain sans
  'oswald',
  'anton',
  'bebas-neue',
  'teko',
  'russo-one',
  'black-ops-one',
  'graduate',
  'saira',
  'saira-condensed',
  'barlow-condensed',
  'bungee',
  'staatliches',
  'alfa-slab-one',
  'archivo-black',
  'bangers',
  'orbitron',
  'audiowide',
  'noto-sans',
  // Khmer
  'noto-sans-khmer',
  'battambang',
  'moul',
  'koulen',
  'hanuman',
  'kantumruy-pro',
  // Thai
  'noto-sans-thai',
  'kanit',
  'prompt',
  'sarabun',
  'chakra-petch',
  // Japanese
  'noto-sans-jp',
  'dela-gothic-one',
  // Korean
  'noto-sans-kr',
  'black-han-sans',
  // Chinese
  'noto-sans-sc',
  'noto-sans-tc',
] as const;
