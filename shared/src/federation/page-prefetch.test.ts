import { prefetchOnIntent, prefetchPage, providePagePrefetcher } from './page-prefetch';

describe('prefetchPage', () => {
  afterEach(() => providePagePrefetcher(null));

  it('does nothing before the shell provides how, and starts the page through it after', () => {
    expect(() => prefetchPage('/backoffice')).not.toThrow();
    const started: string[] = [];
    providePagePrefetcher((address) => started.push(address));
    prefetchPage('/backoffice/orders?view=table');
    expect(started).toEqual(['/backoffice/orders?view=table']);
  });

  it("starts a link's page when the pointer rests on it, it is focused or a touch starts on it", () => {
    const started: string[] = [];
    providePagePrefetcher((address) => started.push(address));
    const handlers = prefetchOnIntent('/backoffice');
    handlers.onPointerEnter();
    handlers.onFocus();
    handlers.onPointerDown();
    expect(started).toEqual(['/backoffice', '/backoffice', '/backoffice']);
  });

  it('never breaks the link: a prefetcher that throws leaves the page to load when opened', () => {
    providePagePrefetcher(() => {
      throw new Error('manifest unreadable');
    });
    expect(() => prefetchOnIntent('/backoffice').onPointerEnter()).not.toThrow();
  });
});
