import { renderToStaticMarkup } from 'react-dom/server';
import type { AntdBoundaryProps } from './antd-boundary';
import { preloadShopAntd, provideAntdBoundary, WithShopAntd } from './antd-boundary';

/** What the shell provides, reduced to what a page sees: a frame around the part, or the fallback while loading. */
function frame(loaded: boolean) {
  return function Boundary({ children, fallback }: AntdBoundaryProps) {
    return <section data-antd="shop">{loaded ? children : fallback}</section>;
  };
}

describe("a page's part drawn in the shop's antd", () => {
  afterEach(() => provideAntdBoundary(null));

  it('is drawn as it is before the shell provides antd (antd in its own theme)', () => {
    expect(renderToStaticMarkup(<WithShopAntd fallback={<p>Opening</p>}>Studio</WithShopAntd>)).toBe('Studio');
  });

  it("is drawn inside the shell's antd frame once provided, its fallback while antd loads", () => {
    provideAntdBoundary({ Boundary: frame(true), preload: () => Promise.resolve() });
    expect(renderToStaticMarkup(<WithShopAntd fallback={<p>Opening</p>}>Studio</WithShopAntd>)).toBe('<section data-antd="shop">Studio</section>');
    provideAntdBoundary({ Boundary: frame(false), preload: () => Promise.resolve() });
    expect(renderToStaticMarkup(<WithShopAntd fallback={<p>Opening</p>}>Studio</WithShopAntd>)).toBe('<section data-antd="shop"><p>Opening</p></section>');
  });

  it('starts antd through the shell, and a failed download never rejects the preload', async () => {
    const asked: string[] = [];
    provideAntdBoundary({ Boundary: frame(true), preload: () => (asked.push('antd'), Promise.reject(new Error('offline'))) });
    await expect(preloadShopAntd()).resolves.toBeUndefined();
    expect(asked).toEqual(['antd']);
    provideAntdBoundary(null);
    await expect(preloadShopAntd()).resolves.toBeUndefined();
  });
});
