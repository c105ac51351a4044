import { throttle } from './throttle';

describe('throttle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('passes the first call at once, then at most one per interval, ending with the latest', () => {
    const seen: number[] = [];
    const t = throttle((n: number) => seen.push(n), 100);
    t.call(1);
    t.call(2);
    t.call(3);
    expect(seen).toEqual([1]);
    jest.advanceTimersByTime(100);
    expect(seen).toEqual([1, 3]);
  });

  it('flush delivers what is pending at once; cancel drops it', () => {
    const seen: number[] = [];
    const t = throttle((n: number) => seen.push(n), 100);
    t.call(1);
    t.call(2);
    t.flush();
    expect(seen).toEqual([1, 2]);
    t.call(3);
    t.cancel();
    jest.advanceTimersByTime(200);
    expect(seen).toEqual([1, 2]);
  });
});
