import { mountOf } from './mounts';
import { matchPage, parsePages, type PageEntry } from './pages';

const PAGES: PageEntry[] = [
  { path: '/', module: './Home', withoutAntd: true },
  { path: '/products', module: './Products' },
  { path: '/design/:product', module: './DesignEditor' },
  { path: '*', module: './NotFound' },
];

describe('mountOf', () => {
  it('finds the app of a path by its prefix, by whole segments', () => {
    expect(mountOf('/auth/signin').owner).toBe('shell');
    expect(mountOf('/design/polo').owner).toBe('designer');
    expect(mountOf('/design').owner).toBe('designer');
    expect(mountOf('/designs').owner).toBe('marketing');
    expect(mountOf('/me/dashboard/').owner).toBe('account');
    expect(mountOf('/anything/else').owner).toBe('marketing');
  });
});

describe('matchPage', () => {
  it('finds an exact page, ignoring a trailing slash', () => {
    expect(matchPage(PAGES, '/products/')).toEqual({ page: PAGES[1], params: {} });
    expect(matchPage(PAGES, '/')?.page.module).toBe('./Home');
  });

  it('gives the :name segments as params, decoded', () => {
    expect(matchPage(PAGES, '/design/soccer')).toEqual({ page: PAGES[2], params: { product: 'soccer' } });
    expect(matchPage(PAGES, '/design/a%20b')?.params).toEqual({ product: 'a b' });
  });

  it("falls to '*' when nothing else matches, and to null without one", () => {
    expect(matchPage(PAGES, '/design/soccer/extra')?.page.module).toBe('./NotFound');
    expect(matchPage(PAGES, '/design/%E0%A4%A')?.page.module).toBe('./NotFound');
    expect(matchPage(PAGES.slice(0, 3), '/nowhere')).toBeNull();
  });
});

describe('parsePages', () => {
  it('keeps the entries that are pages and drops the rest', () => {
    expect(parsePages([{ path: '/x', module: './X', withoutAntd: true }, { path: 'x', module: './Y' }, { path: '/z' }, null, 3])).toEqual([
      { path: '/x', module: './X', withoutAntd: true },
    ]);
    expect(parsePages({ pages: [] })).toEqual([]);
    expect(parsePages(undefined)).toEqual([]);
  });
});
