import { FrameStats, summarise } from './frame-stats';

describe('frame statistics', () => {
  it('gives median, p95 and max by nearest rank', () => {
    const durations = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(summarise(durations)).toEqual({ count: 100, median: 50, p95: 95, max: 100 });
    expect(summarise([])).toEqual({ count: 0, median: 0, p95: 0, max: 0 });
    expect(summarise([7])).toEqual({ count: 1, median: 7, p95: 7, max: 7 });
  });

  it('keeps frames during a gesture apart from the others', () => {
    const stats = new FrameStats();
    stats.record(40, false);
    stats.record(5, true);
    stats.record(7, true);
    expect(stats.summary().dragging.count).toBe(2);
    expect(stats.summary().idle.median).toBe(40);
    stats.recordGestureStart(30);
    expect(stats.summary().gestureStarts).toEqual({ count: 1, median: 30, p95: 30, max: 30 });
    expect(stats.summary().dragging.count).toBe(2);
    stats.reset();
    expect(stats.summary().idle.count).toBe(0);
    expect(stats.summary().gestureStarts.count).toBe(0);
  });
});
