// Every pattern's recipe, by the id it has in the pattern catalogue (packages/design/src/patterns/library.json). A recipe receives
// { size, random } and returns one layer or a list of layers (see lib/draw.mjs).
import { camoRecipes } from './camo.mjs';
import { dotRecipes } from './dots.mjs';
import { geometricRecipes } from './geometric.mjs';
import { organicRecipes } from './organic.mjs';
import { ornamentRecipes } from './ornaments.mjs';
import { retroRecipes } from './retro.mjs';
import { stripeRecipes } from './stripes.mjs';
import { textureRecipes } from './textures.mjs';
import { waveRecipes } from './waves.mjs';

export const recipes = {
  ...stripeRecipes,
  ...dotRecipes,
  ...camoRecipes,
  ...geometricRecipes,
  ...textureRecipes,
  ...waveRecipes,
  ...organicRecipes,
  ...ornamentRecipes,
  ...retroRecipes,
};
