/** The colours the built-in art comes in, each named in English and Khmer (they become tags). */
export interface ArtColour {
  id: string;
  en: string;
  kh: string;
  main: string;
  light: string;
  dark: string;
}

const colour = (id: string, kh: string, main: string, light: string, dark: string): ArtColour => ({ id, en: id, kh, main, light, dark });

export const GOLD = colour('gold', 'មាស', '#d4a017', '#f7dc6f', '#8a6508');
export const SILVER = colour('silver', 'ប្រាក់', '#a9b1bb', '#eef1f4', '#6b7480');
export const BRONZE = colour('bronze', 'សំរិទ្ធ', '#b06a2c', '#e3a36b', '#6e3d12');
export const RED = colour('red', 'ក្រហម', '#d62828', '#f26d6d', '#8c1414');
export const BLUE = colour('blue', 'ខៀវ', '#1d4ed8', '#60a5fa', '#1e2f7a');
export const GREEN = colour('green', 'បៃតង', '#15803d', '#4ade80', '#0b4d24');
export const ORANGE = colour('orange', 'ទឹកក្រូច', '#ea580c', '#fdba74', '#9a3412');
export const YELLOW = colour('yellow', 'លឿង', '#facc15', '#fef08a', '#a16207');
export const BLACK = colour('black', 'ខ្មៅ', '#111827', '#4b5563', '#000000');
export const WHITE = colour('white', 'ស', '#ffffff', '#ffffff', '#d1d5db');
