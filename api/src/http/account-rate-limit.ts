import { BoundedMap } from '../cache/bounded-map';
import { HttpError } from './errors';

export interface AccountRateLimits {
  /** Calls that change something (POST, PUT, PATCH, DELETE) per account per minute. */
  writesPerMinute: number;
  /** Every other signed-in call per account per minute. */
  readsPerMinute: number;
}

interface Window {
  startedAtMs: number;
  writes: number;
  reads: number;
}

const WINDOW_MS = 60_000;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Per-account limits on signed-in calls, shared by every route of the account (one bucket for all
 * writes, one for all reads), in fixed one-minute windows. The anonymous limits are per client IP;
 * these bound what one account can make the shared database do, whatever address it calls from.
 * Per process, like the IP limits: behind N API instances an account gets up to N times as much.
 */
export class AccountRateLimiter {
  readonly #windows = new BoundedMap<string, Window>(100_000);

  constructor(
    private readonly limits: AccountRateLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one call of `account`; throws 429 RATE_LIMITED (with Retry-After) past its limit. */
  hit(account: string, method: string): void {
    const nowMs = this.now();
    let window = this.#windows.get(account);
    if (!window || nowMs - window.startedAtMs >= WINDOW_MS) {
      window = { startedAtMs: nowMs, writes: 0, reads: 0 };
      this.#windows.set(account, window);
    }
    const write = WRITE_METHODS.has(method);
    const count = write ? (window.writes += 1) : (window.reads += 1);
    const limit = write ? this.limits.writesPerMinute : this.limits.readsPerMinute;
    if (count <= limit) return;
    const seconds = Math.max(1, Math.ceil((window.startedAtMs + WINDOW_MS - nowMs) / 1000));
    throw new HttpError(429, 'RATE_LIMITED', `Too many requests from this account, try again in ${seconds} seconds`, {
      headers: { 'retry-after': String(seconds) },
    });
  }
}
