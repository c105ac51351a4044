import type { Endpoint, Responses } from '../contracts/endpoint';

/**
 * An endpoint as the apps call it: its address (method and path, from contracts/addresses, where
 * its declaration takes them too), typed from its declaration (shared/src/contracts) with
 * `import type`, so calling it does not load zod and the contracts with the page. Its answers'
 * schemas load only when an answer is checked (`check: true`).
 */
export interface Route<E extends Endpoint = Endpoint> {
  readonly method: E['method'];
  readonly path: E['path'];
  /** The declaration's answers by status, the same schemas: a dynamic import, loaded once when first asked for. */
  readonly answers: () => Promise<Partial<Responses>>;
}

/** A group of declarations (`designEndpoints`…) as routes, name for name. */
export type RoutesOf<Group extends Record<string, Endpoint>> = { readonly [Name in keyof Group]: Route<Group[Name]> };

/** Each endpoint's method and path: the group's table in contracts/addresses. */
export type AddressTable<Group extends Record<string, Endpoint>> = { readonly [Name in keyof Group]: Pick<Group[Name], 'method' | 'path'> };

/** Where a group's answer schemas are loaded from when an answer is checked. */
export interface AnswerSources<Group extends Record<string, Endpoint>, Light extends keyof Group> {
  /** The group's declarations (the contracts whole: zod, every schema). */
  declarations: () => Promise<Group>;
  /**
   * The endpoints whose answers a page checks on its first load, and their successful answers
   * written with zod/mini (contracts/mini): the same schemas the declarations answer with, in a
   * chunk a fraction of the size of the contracts'.
   */
  firstLoad?: { names: readonly Light[]; answers: () => Promise<{ readonly [Name in Light]: Partial<Group[Name]['responses']> }> };
}

/** A loader that loads once, and again after a failure (a failed download is tried by the next check). */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/** The routes of a group of declarations, from the group's addresses and where its answers' schemas load from. */
export function routesOf<Group extends Record<string, Endpoint>, Light extends keyof Group = never>(
  table: AddressTable<Group>,
  sources: AnswerSources<Group, Light>,
): RoutesOf<Group> {
  const declarations = once(sources.declarations);
  const firstLoad = sources.firstLoad;
  const light = firstLoad ? once(firstLoad.answers) : undefined;
  const isLight = (name: string) => (firstLoad?.names as readonly string[] | undefined)?.includes(name) ?? false;
  const routes = Object.entries(table as Record<string, Pick<Endpoint, 'method' | 'path'>>).map(([name, { method, path }]) => {
    const answers = light && isLight(name)
      ? () => light().then((group) => (group as Record<string, Partial<Responses>>)[name] ?? {})
      : () => declarations().then((group) => (group[name] as Endpoint).responses);
    return [name, { method, path, answers }];
  });
  return Object.fromEntries(routes) as RoutesOf<Group>;
}
