import { StudioController } from './studio-controller';
import type { StudioRenderer } from './studio-renderer';

/** Stand-ins: the controller only hands renderers on, it never calls them. */
const rendererA = { name: 'a' } as unknown as StudioRenderer;
const rendererB = { name: 'b' } as unknown as StudioRenderer;

describe('the studio controller', () => {
  it('has no renderer until the canvas attaches one, and none after it detaches', () => {
    const controller = new StudioController();
    expect(controller.current()).toBeNull();
    controller.attach(rendererA);
    expect(controller.current()).toBe(rendererA);
    controller.detach(rendererA);
    expect(controller.current()).toBeNull();
  });

  it('ignores the detaching of a renderer that is no longer the current one', () => {
    const controller = new StudioController();
    controller.attach(rendererA);
    controller.attach(rendererB);
    controller.detach(rendererA);
    expect(controller.current()).toBe(rendererB);
  });

  it('keeps whenReady() waiting until a renderer attaches, then gives it', async () => {
    const controller = new StudioController();
    let given: StudioRenderer | null | 'waiting' = 'waiting';
    const ready = controller.whenReady().then((renderer) => {
      given = renderer;
    });
    await Promise.resolve();
    expect(given).toBe('waiting');
    controller.attach(rendererA);
    await ready;
    expect(given).toBe(rendererA);
  });

  it('answers whenReady() at once when the canvas is up', async () => {
    const controller = new StudioController();
    controller.attach(rendererB);
    await expect(controller.whenReady()).resolves.toBe(rendererB);
  });

  it('waits again after the canvas went, for the next one', async () => {
    const controller = new StudioController();
    controller.attach(rendererA);
    controller.detach(rendererA);
    const ready = controller.whenReady();
    controller.attach(rendererB);
    await expect(ready).resolves.toBe(rendererB);
  });

  it('answers null to whoever waits when the canvas could not start', async () => {
    const controller = new StudioController();
    const ready = controller.whenReady();
    controller.fail();
    await expect(ready).resolves.toBeNull();
    await expect(controller.whenReady()).resolves.toBeNull();
    controller.attach(rendererA);
    await expect(controller.whenReady()).resolves.toBe(rendererA);
  });

  it('tells subscribers when the renderer comes and goes, until they unsubscribe', () => {
    const controller = new StudioController();
    const seen: (StudioRenderer | null)[] = [];
    const stop = controller.subscribe(() => seen.push(controller.current()));
    controller.attach(rendererA);
    controller.detach(rendererA);
    stop();
    controller.attach(rendererB);
    expect(seen).toEqual([rendererA, null]);
  });
});
