import { watchOrdersVersion, type WatchedPage } from './orders-version-watch';

/** A page whose visibility, focus and clock the test moves. */
function fakePage() {
  const state = { visible: true, ticks: [] as (() => void)[], wakes: [] as (() => void)[], stopped: 0, intervalMs: 0 };
  const page: WatchedPage = {
    visible: () => state.visible,
    onWake: (wake) => {
      state.wakes.push(wake);
      return () => void (state.stopped += 1);
    },
    setInterval: (tick, ms) => {
      state.ticks.push(tick);
      state.intervalMs = ms;
      return () => void (state.stopped += 1);
    },
  };
  return { page, state, tick: () => state.ticks.forEach((tick) => tick()), wake: () => state.wakes.forEach((wake) => wake()) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('watching the version of the customer’s orders', () => {
  it('tells the page when an order changed, as soon as the next look (the order approved while its page was open)', async () => {
    const { page, state, tick } = fakePage();
    let version = '41';
    let asked = 0;
    const changes: number[] = [];
    const stop = watchOrdersVersion({ ask: async () => ((asked += 1), version), onChange: () => changes.push(asked), page });
    await settle();
    expect(state.intervalMs).toBe(10_000);
    tick();
    await settle();
    expect(changes).toEqual([]); // the same version: nothing to read again
    version = '57'; // the shop approved the order
    tick();
    await settle();
    expect(changes).toEqual([3]);
    tick();
    await settle();
    expect(changes).toEqual([3]);
    stop();
    expect(state.stopped).toBe(2);
  });

  it('asks nothing while the page is hidden, and at once when it is shown again or focused', async () => {
    const { page, state, tick, wake } = fakePage();
    let asked = 0;
    const changes: string[] = [];
    let version = '1';
    watchOrdersVersion({ ask: async () => ((asked += 1), version), onChange: () => changes.push(version), page });
    await settle();
    state.visible = false;
    version = '2';
    tick();
    tick();
    await settle();
    expect(asked).toBe(1);
    state.visible = true;
    wake();
    await settle();
    expect([asked, changes]).toEqual([2, ['2']]);
  });

  it('tries again at the next tick when the version cannot be read, and says nothing changed meanwhile', async () => {
    const { page, tick } = fakePage();
    const answers: (string | null)[] = ['5', null, '5', '6'];
    const changes: number[] = [];
    watchOrdersVersion({ ask: async () => answers.shift() ?? null, onChange: () => changes.push(answers.length), page });
    for (let i = 0; i < 3; i += 1) {
      await settle();
      tick();
    }
    await settle();
    expect(changes).toEqual([0]);
  });

  it('stops asking once stopped', async () => {
    const { page, tick, wake } = fakePage();
    let asked = 0;
    const stop = watchOrdersVersion({ ask: async () => ((asked += 1), '1'), onChange: () => undefined, page });
    await settle();
    stop();
    tick();
    wake();
    await settle();
    expect(asked).toBe(1);
  });
});
