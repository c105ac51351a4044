import type { WatchedPage } from '../../orders/changes/orders-version-watch';
import { pollWhileVisible } from './poll-while-visible';

function fakePage() {
  let visible = true;
  let tick: (() => void) | null = null;
  let wake: (() => void) | null = null;
  const page: WatchedPage = {
    visible: () => visible,
    onWake: (callback) => {
      wake = callback;
      return () => (wake = null);
    },
    setInterval: (callback) => {
      tick = callback;
      return () => (tick = null);
    },
  };
  return { page, hide: () => (visible = false), show: () => (visible = true), tick: () => tick?.(), wake: () => wake?.() };
}

describe('pollWhileVisible', () => {
  it('reads again at each tick while the page is visible, not while it is hidden, and at once when it comes back', () => {
    const fake = fakePage();
    const refresh = jest.fn();
    pollWhileVisible(refresh, 5_000, fake.page);
    fake.tick();
    expect(refresh).toHaveBeenCalledTimes(1);
    fake.hide();
    fake.tick();
    expect(refresh).toHaveBeenCalledTimes(1);
    fake.show();
    fake.wake();
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('asks nothing once stopped (the page is left)', () => {
    const fake = fakePage();
    const refresh = jest.fn();
    const stop = pollWhileVisible(refresh, 5_000, fake.page);
    stop();
    fake.tick();
    fake.wake();
    expect(refresh).not.toHaveBeenCalled();
  });
});
