/** Frame times the renderer measured, split by whether a gesture (a drag) was running. */
export interface FrameSummary {
  count: number;
  median: number;
  p95: number;
  max: number;
}

/** The median, 95th percentile and maximum of some durations (nearest-rank percentiles). */
export function summarise(durations: readonly number[]): FrameSummary {
  if (durations.length === 0) return { count: 0, median: 0, p95: 0, max: 0 };
  const sorted = [...durations].sort((a, b) => a - b);
  const rank = (p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0;
  return { count: sorted.length, median: rank(0.5), p95: rank(0.95), max: sorted[sorted.length - 1] ?? 0 };
}

export class FrameStats {
  private idle: number[] = [];
  private dragging: number[] = [];
  /** What a gesture's start cost: drawing the scene into the pictures a drag moves. */
  private starts: number[] = [];
  private static readonly KEEP = 2000;

  record(ms: number, inGesture: boolean): void {
    const list = inGesture ? this.dragging : this.idle;
    list.push(ms);
    if (list.length > FrameStats.KEEP) list.shift();
  }

  recordGestureStart(ms: number): void {
    this.starts.push(ms);
    if (this.starts.length > FrameStats.KEEP) this.starts.shift();
  }

  reset(): void {
    this.idle = [];
    this.dragging = [];
    this.starts = [];
  }

  summary(): { idle: FrameSummary; dragging: FrameSummary; gestureStarts: FrameSummary } {
    return { idle: summarise(this.idle), dragging: summarise(this.dragging), gestureStarts: summarise(this.starts) };
  }
}
