import { HttpError } from './errors';
import type { HitCounter } from './hit-counters';

export interface AccountRateLimits {
  /** Calls that change something (POST, PUT, PATCH, DELETE) per account per minute. */
  writesPerMinute: number;
  /** Every other signed-in call per account per minute. */
  readsPerMinute: number;
}

const WINDOW_MS = 60_000;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Per-account limits on signed-in calls, shared by every route of the account (one bucket for all
 * writes, one for all reads), in fixed one-minute windows. The anonymous limits are per client IP;
 * these bound what one account can make the shared database do, whatever address it calls from.
 * Counted where the routes' limits are (`app.rateLimitHits`): in the database, so that behind N API
 * processes an account still gets its budget once.
 */
export class AccountRateLimiter {
  constructor(
    private readonly limits: AccountRateLimits,
    private readonly counter: HitCounter,
  ) {}

  /** Counts one call of `account`; throws 429 RATE_LIMITED (with Retry-After) past its limit. */
  async hit(account: string, method: string): Promise<void> {
    const write = WRITE_METHODS.has(method);
    const { hits, resetInMs } = await this.counter.hit(write ? 'account-writes' : 'account-reads', account, WINDOW_MS);
    const limit = write ? this.limits.writesPerMinute : this.limits.readsPerMinute;
    if (hits <= limit) return;
    const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
    throw new HttpError(429, 'RATE_LIMITED', `Too many requests from this account, try again in ${seconds} seconds`, {
      headers: { 'retry-after': String(seconds) },
    });
  }
}
