import type { FastifyContextConfig } from 'fastify';
import type { AppConfig } from '../config';

type RouteRateLimit = Pick<FastifyContextConfig, 'rateLimit'>;

/** Route config for anonymous reads (whoami). */
export function anonymousRateLimit(config: AppConfig): RouteRateLimit {
  return config.rateLimit ? { rateLimit: { max: config.rateLimit.anonymousPerMinute, timeWindow: 60_000 } } : {};
}

/** Route config for credential endpoints (sign-in, refresh): a tighter budget against guessing. */
export function signInRateLimit(config: AppConfig): RouteRateLimit {
  return config.rateLimit ? { rateLimit: { max: config.rateLimit.signInPerMinute, timeWindow: 60_000 } } : {};
}

/** Route config for a player's join or entry change on a size collection's public page, per client IP. */
export function joinWritesRateLimit(config: AppConfig): RouteRateLimit {
  return config.rateLimit ? { rateLimit: { max: config.rateLimit.joinWritesPerMinute ?? 60, timeWindow: 60_000 } } : {};
}

/** Route config for anonymous calls that send mail (register, forgot password, resend code, unlock). */
export function accountMailRateLimit(config: AppConfig): RouteRateLimit {
  return config.rateLimit ? { rateLimit: { max: config.rateLimit.accountMailPerMinute ?? 10, timeWindow: 60_000 } } : {};
}
