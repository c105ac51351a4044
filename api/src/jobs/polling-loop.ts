/**
 * A background loop of rounds (the mail dispatcher's, the production worker's): a round starts
 * when the loop starts, then `intervalMs` after the last one ended, or soon after a `kick()` (work
 * was queued). One round at a time: `drain()` while one is under way shares it, and a kick during
 * a round asks for another right after it. A failed round is reported to `onError` and the loop
 * goes on. The timer never keeps the process alive.
 */
export interface PollingLoopOptions {
  /** 0: no loop; call drain() yourself (tests). */
  intervalMs: number;
  /** A round threw (the next one still comes). */
  onError: (error: unknown) => void;
}

export class PollingLoop<Outcome> {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<Outcome> | undefined;
  private again = false;
  private stopped = true;

  constructor(
    private readonly round: () => Promise<Outcome>,
    private readonly options: PollingLoopOptions,
  ) {}

  start(): void {
    if (this.options.intervalMs <= 0 || !this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** No more rounds; resolves once the one under way (if any) has ended. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  /** Asks for a round soon. No-op when the loop is not running. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  /** One round now; concurrent callers share the round under way. */
  drain(): Promise<Outcome> {
    this.running ??= this.round().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.drain()
        .catch(this.options.onError)
        .finally(() => {
          const rerun = this.again;
          this.again = false;
          this.schedule(rerun ? 0 : this.options.intervalMs);
        });
    }, delayMs);
    this.timer.unref();
  }
}
