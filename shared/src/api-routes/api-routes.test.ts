import * as contracts from '../contracts';
import type { Route } from '../api/route';
import * as apiRoutes from '.';

/** Every group of routes with the declarations it stands for (`designRoutes` → `designEndpoints`). */
const groups = Object.entries(apiRoutes).map(([name, routes]) => ({
  name,
  routes: routes as Record<string, Route>,
  declarations: (contracts as Record<string, unknown>)[name.replace(/Routes$/, 'Endpoints')] as Record<string, { method: string; path: string }> | undefined,
}));

describe('the apps’ routes', () => {
  it('has groups to check', () => {
    expect(groups.map((group) => group.name)).toEqual(expect.arrayContaining(['accountRoutes', 'designRoutes', 'playerRoutes', 'orderRoutes', 'fontRoutes']));
  });

  it.each(groups.map((group) => [group.name, group] as const))('%s: the method and path of each declaration, no more, no less', (_name, group) => {
    expect(group.declarations).toBeDefined();
    const routed = Object.fromEntries(Object.entries(group.routes).map(([name, route]) => [name, { method: route.method, path: route.path }]));
    const declared = Object.fromEntries(Object.entries(group.declarations ?? {}).map(([name, endpoint]) => [name, { method: endpoint.method, path: endpoint.path }]));
    expect(routed).toEqual(declared);
  });

  it.each(groups.map((group) => [group.name, group] as const))('%s: each route loads its own declaration', async (_name, group) => {
    for (const [name, route] of Object.entries(group.routes)) expect(await route.declaration()).toBe(group.declarations?.[name]);
  });
});
