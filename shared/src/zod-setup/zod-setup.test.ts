/** Counts `new Function` calls made while zod builds and runs an object schema, in a fresh copy
 *  of zod each time (as each app that bundles zod has its own). */
function functionsCompiledByAFreshZod(): number {
  const realFunction = globalThis.Function;
  let compiled = 0;
  globalThis.Function = new Proxy(realFunction, {
    construct(target, args: string[]) {
      compiled += 1;
      return Reflect.construct(target, args) as object;
    },
  });
  try {
    jest.isolateModules(() => {
      const { z } = jest.requireActual<typeof import('zod')>('zod');
      const schema = z.object({ name: z.string(), size: z.number() });
      expect(schema.parse({ name: 'polo', size: 3 })).toEqual({ name: 'polo', size: 3 });
    });
  } finally {
    globalThis.Function = realFunction;
  }
  return compiled;
}

describe('setUpZodForStrictCsp', () => {
  // zod keeps its configuration on globalThis: one test file, one global, so the order matters.
  test('without it, zod compiles its object parsers with new Function', () => {
    expect(functionsCompiledByAFreshZod()).toBeGreaterThan(0);
  });

  test('with it, no copy of zod does, not even one loaded after the call', () => {
    jest.isolateModules(() => {
      const { setUpZodForStrictCsp } = jest.requireActual<typeof import('./index')>('./index');
      setUpZodForStrictCsp();
    });
    expect(functionsCompiledByAFreshZod()).toBe(0);
    expect(functionsCompiledByAFreshZod()).toBe(0);
  });
});

describe('the setting as zod reads it', () => {
  test('zod’s own configuration says jitless after the call, in a copy loaded after it', () => {
    jest.isolateModules(() => {
      const { setUpZodForStrictCsp } = jest.requireActual<typeof import('./index')>('./index');
      setUpZodForStrictCsp();
    });
    jest.isolateModules(() => {
      const { config } = jest.requireActual<typeof import('zod/v4/core')>('zod/v4/core');
      expect(config().jitless).toBe(true);
    });
  });
});
