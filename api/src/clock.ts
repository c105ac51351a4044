/** Where the API reads the time for expiries it checks itself (codes, links, locks, mail retries). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
