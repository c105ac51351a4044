import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import type { Db } from '../db/schema';
import { HttpError } from './errors';
import { DatabaseHitCounter, MemoryHitCounter, type HitCounter } from './hit-counters';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where every rate limit counts (the routes' limits, the accounts' and the collections'). */
    rateLimitHits: HitCounter;
  }
}

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/** What @fastify/rate-limit hands a store's child: the route's merged limit options, its route among them. */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** The limit's name a route's count is kept under: one count per route, as the plugin's own store keeps. */
function limitNameOf(options: ChildOptions): string {
  const { method, url } = options.routeInfo ?? {};
  // createRateLimit() names no route: its key generator says what it counts (e.g. `collection:…`).
  if (!url) return 'limiter';
  return `${[method ?? ''].flat().join(',')} ${url}`;
}

/**
 * @fastify/rate-limit's store over a HitCounter: the plugin asks the count of a key and decides
 * itself (429, headers). The plugin passes the window to `incr` after the callback.
 */
export function rateLimitStoreOf(counter: HitCounter): FastifyRateLimitStoreCtor {
  class SharedStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly name = 'global',
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow = 60_000): void {
      counter.hit(this.name, key, timeWindow).then(
        ({ hits, resetInMs }) => callback(null, { current: hits, ttl: resetInMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      return new SharedStore(undefined, limitNameOf(routeOptions as ChildOptions));
    }
  }
  return SharedStore;
}

/** The counter the configuration asks for: in the database unless a single process asked for memory. */
export function hitCounterFor(db: Db, config: AppConfig): HitCounter {
  return config.rateLimit && config.rateLimit.store === 'memory' ? new MemoryHitCounter() : new DatabaseHitCounter(db);
}

/**
 * The rate limits of every process count together in the database (see DatabaseHitCounter), so
 * that adding API replicas does not multiply any budget. Routes opt in with `config.rateLimit`.
 */
export const sharedRateLimits = fp(
  async (app: FastifyInstance, { db, config }: { db: Db; config: AppConfig }) => {
    const counter = hitCounterFor(db, config);
    app.decorate('rateLimitHits', counter);
    app.addHook('onClose', () => counter.close());
    await app.register(rateLimit, {
      global: false,
      store: rateLimitStoreOf(counter),
      errorResponseBuilder: (_request, context) =>
        new HttpError(context.statusCode, 'RATE_LIMITED', `Too many requests, try again in ${context.after}`),
    });
  },
  { name: 'rate-limits' },
);
