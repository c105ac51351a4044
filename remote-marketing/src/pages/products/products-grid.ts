/** The products grid's columns by screen width, widest first: the styles and the picture loading read the same table. */
export const GRID_COLUMNS: readonly { minWidth: number; columns: number }[] = [
  { minWidth: 992, columns: 4 },
  { minWidth: 768, columns: 3 },
  { minWidth: 576, columns: 2 },
  { minWidth: 0, columns: 1 },
];

/**
 * How many cards the first row holds on this screen. Their pictures are above the fold and load
 * at once; the rest load lazily, as they come near the view (on a phone that is all but the first).
 */
export function cardsInFirstRow(): number {
  const matches = (minWidth: number) => minWidth === 0 || (globalThis.matchMedia?.(`(min-width: ${minWidth}px)`).matches ?? false);
  return GRID_COLUMNS.find((step) => matches(step.minWidth))?.columns ?? 1;
}

/** The media queries of the grid, from the table above. */
export function gridColumnsCss(selector: string): string {
  return [...GRID_COLUMNS]
    .reverse()
    .map(({ minWidth, columns }) => {
      const rule = `${selector} { grid-template-columns: repeat(${columns}, 1fr); }`;
      return minWidth === 0 ? rule : `@media (min-width: ${minWidth}px) { ${rule} }`;
    })
    .join('\n');
}
