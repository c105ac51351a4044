import type { Endpoint } from '../contracts/endpoint';

/**
 * An endpoint as the apps call it: its method and path, typed from its declaration
 * (shared/src/contracts) with `import type`, so calling it does not load zod and the contracts
 * with the page, where they would be a large part of its first load. The declaration stays the one source of the API and of the types;
 * its schemas load only when an answer is checked (`check: true`).
 */
export interface Route<E extends Endpoint = Endpoint> {
  readonly method: E['method'];
  readonly path: E['path'];
  /** The declaration itself, with its schemas: a dynamic import, loaded once when first asked for. */
  readonly declaration: () => Promise<E>;
}

/** A group of declarations (`designEndpoints`…) as routes, name for name. */
export type RoutesOf<Group extends Record<string, Endpoint>> = { readonly [Name in keyof Group]: Route<Group[Name]> };

/** Each route's method and path, checked against the declaration's literal types by the compiler. */
export type RouteTable<Group extends Record<string, Endpoint>> = { readonly [Name in keyof Group]: Pick<Group[Name], 'method' | 'path'> };

/**
 * The routes of a group of declarations. `load` imports the group's contract module (a dynamic
 * import, so the contracts are a chunk of their own), `table` gives each endpoint's method and path
 * (a test holds them equal to the declarations').
 */
export function routesOf<Group extends Record<string, Endpoint>>(load: () => Promise<Group>, table: RouteTable<Group>): RoutesOf<Group> {
  let loading: Promise<Group> | undefined;
  const group = () => (loading ??= load().catch((error: unknown) => {
    loading = undefined; // a failed download is tried again by the next check
    throw error;
  }));
  const routes = Object.entries(table as Record<string, Pick<Endpoint, 'method' | 'path'>>).map(([name, { method, path }]) => [
    name,
    { method, path, declaration: () => group().then((declarations) => declarations[name]) },
  ]);
  return Object.fromEntries(routes) as RoutesOf<Group>;
}
