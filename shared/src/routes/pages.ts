import { normalisedPath } from './mounts';

/**
 * One page of an app, as the app lists it (a remote's pages.json; the shell's own pages): a path,
 * exact or with `:name` segments that become the page's props, or '*' for the page of any path
 * the lists leave (the not-found page); and the module that draws it.
 */
export interface PageEntry {
  path: string;
  /** The exposed module of a remote ('./DesignEditor'), or the name of a shell page. */
  module: string;
  /** Drawn without antd (no theme provider around it, antd never downloaded for it), so it must
   *  not use antd: for the pages whose first load is on a byte budget. */
  withoutAntd?: boolean;
}

export interface PageMatch {
  page: PageEntry;
  /** The `:name` segments of the path, e.g. { product: 'soccer' } for '/design/:product'. */
  params: Record<string, string>;
}

function paramsOf(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const have = path.split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of want.entries()) {
    const actual = have[index] ?? '';
    if (segment.startsWith(':')) {
      if (actual === '') return null;
      try {
        params[segment.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (segment !== actual) {
      return null;
    }
  }
  return params;
}

/** The page of `pathname` in `pages`: the first whose path matches, '*' last; null when none. */
export function matchPage(pages: readonly PageEntry[], pathname: string): PageMatch | null {
  const path = normalisedPath(pathname);
  for (const page of pages) {
    if (page.path === '*') continue;
    const params = paramsOf(page.path, path);
    if (params) return { page, params };
  }
  const fallback = pages.find((page) => page.path === '*');
  return fallback ? { page: fallback, params: {} } : null;
}

/** A list of pages read from a manifest or a file: what is not a page is left out, so a remote
 *  with a malformed list shows its fallback rather than breaking the shell. */
export function parsePages(value: unknown): PageEntry[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown): PageEntry[] => {
    const { path, module, withoutAntd } = (entry ?? {}) as Record<string, unknown>;
    if (typeof path !== 'string' || typeof module !== 'string') return [];
    if (path !== '*' && !path.startsWith('/')) return [];
    return [{ path, module, ...(withoutAntd === true ? { withoutAntd: true } : {}) }];
  });
}
