/** A LIKE/ILIKE pattern that finds `search` anywhere: `%`, `_` and `\` in it are literal, not patterns. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
