import { createThumbnailLoader, RETRY_AFTER_MS } from './thumbnail-loader';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createThumbnailLoader', () => {
  it('loads the module once however many pictures ask for it', async () => {
    let loads = 0;
    const module = { default: 'thumbnail' };
    const load = createThumbnailLoader(async () => {
      loads += 1;
      return module;
    });
    const answers = await Promise.all([load(), load(), load()]);
    expect(answers).toEqual([module, module, module]);
    await settle();
    await load();
    expect(loads).toBe(1);
  });

  it('answers null while the remote is down, and asks again only after a pause', async () => {
    let clock = 1_000;
    let up = false;
    let loads = 0;
    const load = createThumbnailLoader(
      async () => {
        loads += 1;
        if (!up) throw new Error('the designer remote is down');
        return { default: 'thumbnail' };
      },
      () => clock,
    );
    await expect(load()).resolves.toBeNull();
    await settle();
    await expect(load()).resolves.toBeNull();
    expect(loads).toBe(1);

    up = true;
    clock += RETRY_AFTER_MS - 1;
    await expect(load()).resolves.toBeNull();
    clock += 1;
    await expect(load()).resolves.toEqual({ default: 'thumbnail' });
    expect(loads).toBe(2);
  });
});
