import * as contracts from '../contracts';
import type { Route } from '../api/route';
import * as apiRoutes from '.';

/** Every group of routes with the declarations it stands for (`designRoutes` → `designEndpoints`). */
const groups = Object.entries(apiRoutes).map(([name, routes]) => ({
  name,
  routes: routes as Record<string, Route>,
  declarations: (contracts as Record<string, unknown>)[name.replace(/Routes$/, 'Endpoints')] as Record<string, contracts.Endpoint> | undefined,
}));

const isSuccess = (status: string) => Number(status) >= 200 && Number(status) < 300;

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

  it.each(groups.map((group) => [group.name, group] as const))('%s: each route checks a successful answer by its declaration’s own schema', async (_name, group) => {
    for (const [name, route] of Object.entries(group.routes)) {
      const declared = group.declarations?.[name]?.responses ?? {};
      const answers = await route.answers();
      const successes = Object.keys(declared).filter(isSuccess);
      expect([name, successes.every((status) => answers[Number(status)] === declared[Number(status)])]).toEqual([name, true]);
    }
  });
});

describe('the answers the first-loaded pages check', () => {
  // The roster's, My orders', the order form's and the order page's answers are checked without zod
  // whole and every contract.
  it.each([
    ['playerRoutes', ['sizeChart', 'list', 'removeMany'], ['200']],
    ['orderRoutes', ['list', 'quote', 'read', 'cancel', 'received'], ['200']],
    ['orderRoutes', ['place'], ['200', '201']],
    ['proofRoutes', ['approve'], ['200']],
    ['designRoutes', ['read'], ['200']],
    ['sizeGuideRoutes', ['get'], ['200']],
  ] as const)('%s %j: loaded without the contracts', async (group, names, statuses) => {
    await jest.isolateModulesAsync(async () => {
      jest.doMock('../contracts', () => {
        throw new Error('the contracts were loaded');
      });
      jest.doMock('zod', () => {
        throw new Error('zod (not zod/mini) was loaded');
      });
      const routes = (await import('.'))[group] as Record<string, Route>;
      for (const name of names) expect(Object.keys(await routes[name]!.answers())).toEqual(statuses);
    });
  });
});
