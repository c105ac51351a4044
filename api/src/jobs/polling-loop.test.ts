import { PollingLoop } from './polling-loop';

/** Lets the round's promise and the loop's .finally() run, between timer steps. */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

describe('the polling loop', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs a round at start, then one per interval after the last ended', async () => {
    let rounds = 0;
    const loop = new PollingLoop(async () => (rounds += 1), { intervalMs: 1000, onError: () => undefined });
    loop.start();
    await jest.advanceTimersByTimeAsync(0);
    expect(rounds).toBe(1);
    await jest.advanceTimersByTimeAsync(999);
    expect(rounds).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(rounds).toBe(2);
    await loop.stop();
    await jest.advanceTimersByTimeAsync(5000);
    expect(rounds).toBe(2);
  });

  it('does not loop with an interval of 0: rounds come only from drain()', async () => {
    let rounds = 0;
    const loop = new PollingLoop(async () => (rounds += 1), { intervalMs: 0, onError: () => undefined });
    loop.start();
    loop.kick();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(rounds).toBe(0);
    await expect(loop.drain()).resolves.toBe(1);
  });

  it('shares the round under way with a concurrent drain()', async () => {
    let rounds = 0;
    let finish: () => void = () => undefined;
    const loop = new PollingLoop(
      () =>
        new Promise<number>((resolve) => {
          rounds += 1;
          finish = () => resolve(rounds);
        }),
      { intervalMs: 0, onError: () => undefined },
    );
    const first = loop.drain();
    const second = loop.drain();
    expect(second).toBe(first);
    finish();
    await expect(first).resolves.toBe(1);
    expect(rounds).toBe(1);
  });

  it('runs another round right after the current one when kicked during it', async () => {
    let rounds = 0;
    let finish: () => void = () => undefined;
    const loop = new PollingLoop(
      () =>
        new Promise<void>((resolve) => {
          rounds += 1;
          finish = resolve;
        }),
      { intervalMs: 60_000, onError: () => undefined },
    );
    loop.start();
    await jest.advanceTimersByTimeAsync(0);
    expect(rounds).toBe(1);
    loop.kick();
    finish();
    await settle();
    await jest.advanceTimersByTimeAsync(0);
    expect(rounds).toBe(2);
    finish();
    await loop.stop();
  });

  it('reports a failed round and goes on', async () => {
    const errors: unknown[] = [];
    let rounds = 0;
    const loop = new PollingLoop(
      async () => {
        rounds += 1;
        if (rounds === 1) throw new Error('database away');
      },
      { intervalMs: 100, onError: (error) => errors.push(error) },
    );
    loop.start();
    await jest.advanceTimersByTimeAsync(0);
    await jest.advanceTimersByTimeAsync(100);
    expect(errors).toEqual([new Error('database away')]);
    expect(rounds).toBe(2);
    await loop.stop();
  });
});
