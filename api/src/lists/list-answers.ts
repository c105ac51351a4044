import type { FastifyReply } from 'fastify';
import { WeighedMap } from '../cache/weighed-map';
import { changeFeedOf } from '../db/change-feed';
import type { Db } from '../db/schema';
import { readAsTenant, type TenantTx } from '../db/tenant-scope';
import type { Clock } from '../clock';
import { isShopList, readListVersion, type ListOf } from './list-versions';

/** One list call: whose list (a customer's, or the shop's), and everything else its answer depends on (the query, the shop's limits). */
export type ListCall = ListOf & {
  /** The call's parsed query and any setting the answer shows, as one value (JSON-encoded for the key). */
  variant: unknown;
};

/** How long an answer stays true besides its list's version. */
export interface ListAnswerOptions<Answer> {
  /**
   * The moment the answer stops being true though no row changed (an order becomes overdue as time
   * passes), or null when it stays true until its list's version changes.
   */
  trueUntil?: (answer: Answer) => Date | null;
}

interface KeptAnswer {
  version: string;
  body: string;
  /** Milliseconds since the epoch (the clock's) after which it is read again; Infinity: until the version changes. */
  until: number;
}

/** An answer heavier than this share of the whole cache is sent and not kept. */
const LARGEST_SHARE = 1 / 16;

/**
 * The customers' list answers (designs, players, orders) and the shop's (its orders' table and board,
 * keyed on the shop's version of its orders, migration 0020), each kept as the JSON it was sent as, with
 * the version of the list it was read at. A call reads the list's version first (one row: one short
 * round trip) and answers from memory when it is the same; otherwise it reads the page and keeps it
 * under the version read before it. The version changes in the same transaction as any row of the
 * list (migration 0015), and the page is read after the version, so a kept answer is never older
 * than what the database held when its version was read: a change committed by this process or any
 * other is seen by the next call, as without the cache. (A page read after a change that its version
 * missed is kept under the older version, which the next call finds changed: read again, not served.)
 *
 * Why: on PostgreSQL a page of 20 orders cost the API ~200 µs and the database ~90 µs per call, most
 * of it the rows (their output, parsing and JSON); checking a version costs about what reading a
 * user's details does. Kept answers weigh at most `maxChars` characters of JSON; with 0 every call
 * reads its page, without a version.
 */
export class ListAnswers {
  readonly #answers: WeighedMap<string, KeptAnswer>;
  /** Per list: calls answered with a kept answer (hits) and calls that read the page (misses), for the metrics. */
  readonly counts = new Map<string, { hits: number; misses: number }>();
  readonly #stopListening: () => void;

  constructor(
    private readonly db: Db,
    private readonly maxChars: number,
    private readonly clock: Clock,
  ) {
    this.#answers = new WeighedMap(maxChars);
    // A truncated table (or a feed that went down) may have changed lists without versions this
    // process can read: forget every answer.
    this.#stopListening = changeFeedOf(db).subscribe((change) => {
      if (change.kind === 'all') this.#answers.clear();
    });
  }

  /**
   * Sends the answer to `call`: the kept one if its list's version is unchanged, else what `read`
   * answers (read in the customer's tenant, read-only), serialised and checked by the route's
   * response schema, then kept. `Answer` is the route's 200 answer (its contract's type).
   */
  async send<Answer>(reply: FastifyReply, call: ListCall, read: (tx: TenantTx) => Promise<Answer>, options: ListAnswerOptions<Answer> = {}): Promise<FastifyReply> {
    const { db } = this;
    const { tenantId } = call.owner;
    if (this.maxChars === 0) return reply.send(await readAsTenant(db, tenantId, read));
    const whose = isShopList(call) ? `shop ${call.list}` : `${call.list}\n${call.owner.userId}`;
    const key = `${whose}\n${tenantId}\n${JSON.stringify(call.variant)}`;
    const stored = this.#answers.get(key);
    // An answer past what it said true until (an order that became overdue) is read again, as a changed list is.
    const kept = stored && stored.until > this.clock.now().getTime() ? stored : undefined;
    // One read-only scope: the version, and the page only when the kept answer is not of it.
    const found = await readAsTenant(db, tenantId, async (tx) => {
      const version = await readListVersion(tx, call);
      return kept && kept.version === version ? { kept } : { kept: undefined, version, answer: await read(tx) };
    });
    this.count(call.list, found.kept !== undefined);
    if (found.kept) return sendJson(reply, found.kept.body);
    const { version } = found;
    // The route's serialiser for a 200: the contract's schema checks the answer, then JSON.stringify.
    const body = reply.serialize(found.answer);
    if (typeof body !== 'string') throw new Error('A list route must serialise its answer to JSON text');
    const weight = key.length + body.length;
    const until = options.trueUntil?.(found.answer)?.getTime() ?? Infinity;
    if (weight <= this.maxChars * LARGEST_SHARE) this.#answers.set(key, { version, body, until }, weight);
    else this.#answers.delete(key);
    return sendJson(reply, body);
  }

  private count(list: string, hit: boolean): void {
    let counts = this.counts.get(list);
    if (!counts) this.counts.set(list, (counts = { hits: 0, misses: 0 }));
    if (hit) counts.hits += 1;
    else counts.misses += 1;
  }

  close(): void {
    this.#stopListening();
    this.#answers.clear();
  }
}

/** Sends JSON already serialised (Fastify sends a string with a JSON type as it is). */
function sendJson(reply: FastifyReply, body: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
