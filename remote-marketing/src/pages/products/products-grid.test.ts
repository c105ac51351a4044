import { cardsInFirstRow, gridColumnsCss } from './products-grid';

describe('the products grid', () => {
  const withScreenWidth = (width: number) => {
    globalThis.matchMedia = ((query: string) => ({ matches: width >= Number(/min-width: (\d+)px/.exec(query)?.[1]) })) as typeof globalThis.matchMedia;
  };
  afterEach(() => {
    delete (globalThis as { matchMedia?: unknown }).matchMedia;
  });

  it('loads the first row at once: as many pictures as the screen has columns', () => {
    withScreenWidth(1280);
    expect(cardsInFirstRow()).toBe(4);
    withScreenWidth(800);
    expect(cardsInFirstRow()).toBe(3);
    withScreenWidth(600);
    expect(cardsInFirstRow()).toBe(2);
    withScreenWidth(390);
    expect(cardsInFirstRow()).toBe(1);
  });

  it('counts one column where media queries cannot be asked', () => {
    expect(cardsInFirstRow()).toBe(1);
  });

  it('writes the same steps as media queries, narrowest first so that wider screens win', () => {
    expect(gridColumnsCss('.grid')).toBe(
      [
        '.grid { grid-template-columns: repeat(1, 1fr); }',
        '@media (min-width: 576px) { .grid { grid-template-columns: repeat(2, 1fr); } }',
        '@media (min-width: 768px) { .grid { grid-template-columns: repeat(3, 1fr); } }',
        '@media (min-width: 992px) { .grid { grid-template-columns: repeat(4, 1fr); } }',
      ].join('\n'),
    );
  });
});
