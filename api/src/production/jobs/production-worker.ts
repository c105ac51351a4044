import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import { OrderStatus } from '@teamwear/shared/contracts';
import type { Db, TenantRow } from '../../db/schema';
import { withTenant, type TenantTx } from '../../db/tenant-scope';
import { PollingLoop } from '../../jobs/polling-loop';
import { orderEvents, toOrder } from '../../orders/order-queries';
import { printAreaOverridesOf } from '../production-settings';
import { keptProof, proofSource } from '../proof/kept-proofs';
import { DrawingRefused } from '../render/drawing-processes';
import { claimJob, dropProduction, givenUpMessage, type ProductionJobStatusRow } from './production-jobs';
import { STATUSES_WITH_PRINT_FILES } from './print-files';
import { makeProductionFiles } from './make-production-files';

export interface ProductionWorkerOptions {
  /** 0: no loop; call drain() yourself (tests). */
  pollIntervalMs: number;
  /** A claimed job is taken up again after this if the process died while making it. */
  leaseMs?: number;
  /** Attempts before a job is left failed (the provider asks again to retry it). */
  maxAttempts?: number;
  /** Retry waits: base × 2^(attempts − 1). */
  retryBaseMs?: number;
  /** What makes an order's files (tests of the scheduling pass a light one); makeProductionFiles by default. */
  makeFiles?: typeof makeProductionFiles;
  /** Told how long each job took and how it ended (the metrics' production job durations). */
  onJobFinished?: (seconds: number, outcome: JobOutcome) => void;
}

/** How a job taken up ended: files kept, dropped (the order or its snapshot moved on), failed, or handed back at a shutdown. */
export type JobOutcome = 'made' | 'dropped' | 'failed' | 'released';

/**
 * Makes print files in the API process, one job at a time (drawing 300 dpi pictures takes the
 * machine's attention; the API keeps answering between files). Each round serves the shops in
 * turns, at most one job per shop a turn (one shop's full queue never holds up another's), and
 * within a shop the customer served longest ago first (claimJob): claim a due job in a short
 * transaction, read the order and drop the job if the order has no print files in its status
 * (canceled, rejected, not approved: print-files.ts), make the files outside any
 * transaction (progress written as it goes), then keep the ZIP only if the order's snapshot is
 * still the one the job was for and its status still has print files. A failure is retried with a
 * growing wait, then left failed with its error; a job whose process died is taken up again when
 * its lease ends, and left failed after maxAttempts.
 */
export class ProductionWorker {
  private readonly loop: PollingLoop<number>;
  private readonly leaseMs: number;
  private readonly maxAttempts: number;
  private readonly retryBaseMs: number;
  private readonly makeFiles: typeof makeProductionFiles;
  /** Set by stop(): no job is claimed after it. */
  private stopping = false;
  /** Set by stop({ handBack }): a job claimed from then on is handed back, not made. */
  private handingBack = false;
  /** A job's drawing goes on after its job was handed back: stopping does not wait for it. */
  private abandoned = false;
  /** The job being made, and when it was taken up. */
  private inHand: { job: ProductionJobStatusRow; started: number } | undefined;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly options: ProductionWorkerOptions,
  ) {
    this.leaseMs = options.leaseMs ?? 10 * 60_000;
    this.maxAttempts = options.maxAttempts ?? 3;
    this.retryBaseMs = options.retryBaseMs ?? 30_000;
    this.makeFiles = options.makeFiles ?? makeProductionFiles;
    this.loop = new PollingLoop(() => this.round(), {
      intervalMs: options.pollIntervalMs,
      onError: (error) => this.log.error({ err: error }, 'production round failed'),
    });
  }

  start(): void {
    this.stopping = this.handingBack = this.abandoned = false;
    this.loop.start();
  }

  /**
   * Claims no more jobs and ends the loop once the job in hand is made. With `handBack`, the job in
   * hand is not waited for: its lease is returned at once (queued again, due now, the attempt not
   * counted), so another API process takes it up now rather than when the lease would have ended
   * (a process shutting down: main.ts). What this process would still write of that job is then
   * dropped if another has taken it up (the claim's `started_at` is part of every write's match).
   */
  async stop({ handBack = false }: { handBack?: boolean } = {}): Promise<void> {
    this.stopping = true;
    this.handingBack ||= handBack;
    const stopped = this.loop.stop();
    if (this.abandoned) return;
    const held = this.inHand;
    if (!this.handingBack || !held) return stopped;
    this.abandoned = true;
    await this.handBack(held.job);
  }

  /** Returns a claimed job's lease: due again now, this attempt not counted. Answers whether it was still this process's. */
  private async handBack(job: ProductionJobStatusRow): Promise<boolean> {
    const now = this.clock.now();
    const returned = await withTenant(this.db, job.tenant_id, (tx) =>
      tx
        .updateTable('production_jobs')
        .set((eb) => ({ state: 'queued', attempts: eb('attempts', '-', 1), next_attempt_at: now, updated_at: now }))
        .where('tenant_id', '=', job.tenant_id)
        .where('id', '=', job.id)
        .where('state', '=', 'running')
        .where('started_at', '=', job.started_at)
        .executeTakeFirst(),
    );
    const handedBack = Number(returned.numUpdatedRows) === 1;
    if (handedBack) {
      this.log.info({ orderId: job.order_id }, 'print files job handed back at shutdown: another process takes it up now');
      this.finished('released');
    } else {
      this.inHand = undefined;
    }
    return handedBack;
  }

  private finished(outcome: JobOutcome): void {
    const held = this.inHand;
    this.inHand = undefined;
    if (held) this.options.onJobFinished?.((performance.now() - held.started) / 1000, outcome);
  }

  /** Asks the loop for a round soon (a job was queued). No-op without a loop. */
  kick(): void {
    this.loop.kick();
  }

  /** Makes every due job of every tenant; answers how many were made. Concurrent callers share the round. */
  drain(): Promise<number> {
    return this.loop.drain();
  }

  private async round(): Promise<number> {
    let made = 0;
    let serving = await this.db.selectFrom('tenants').selectAll().execute();
    // Turns: each shop with a due job has one made, then the next shop; a shop with none is done for this round.
    while (serving.length > 0) {
      const stillDue: TenantRow[] = [];
      for (const tenant of serving) {
        if (this.stopping) return made;
        const now = this.clock.now();
        const job = await withTenant(this.db, tenant.id, (tx) => claimJob(tx, tenant.id, now, new Date(now.getTime() + this.leaseMs), this.maxAttempts));
        if (!job) continue;
        stillDue.push(tenant);
        this.inHand = { job, started: performance.now() };
        // Claimed while stop({ handBack }) was waiting for this round: handed back at once.
        if (this.handingBack) {
          await this.handBack(job);
          return made;
        }
        const outcome = await this.make(tenant, job);
        this.finished(outcome);
        if (outcome === 'made') made += 1;
      }
      serving = stillDue;
    }
    return made;
  }

  private async make(roundTenant: TenantRow, job: ProductionJobStatusRow): Promise<JobOutcome> {
    const started = Date.now();
    // The shop as it is now, read after the claim: settings changed since the round began are the
    // ones this job's hash names (a change after this read queues the job again, and its files are dropped).
    const tenant = (await this.db.selectFrom('tenants').selectAll().where('id', '=', roundTenant.id).executeTakeFirst()) ?? roundTenant;
    const still = (tx: TenantTx) =>
      tx
        .updateTable('production_jobs')
        .where('tenant_id', '=', tenant.id)
        .where('id', '=', job.id)
        .where('snapshot_hash', '=', job.snapshot_hash)
        .where('started_at', '=', job.started_at)
        // Still running: a job handed back at shutdown keeps its started_at until another claims it,
        // and a drawing finishing after the hand-back must not mark the queued job done.
        .where('state', '=', 'running');
    try {
      const order = await withTenant(this.db, tenant.id, async (tx) => {
        const row = await tx.selectFrom('orders').selectAll().where('tenant_id', '=', tenant.id).where('id', '=', job.order_id).executeTakeFirstOrThrow();
        // Nothing is drawn for an order that has no print files in its status (a job left from before the rule).
        if (!STATUSES_WITH_PRINT_FILES.includes(OrderStatus.parse(row.status))) {
          await dropProduction(tx, row);
          return undefined;
        }
        return toOrder(row, await orderEvents(tx, tenant.id, row.id));
      });
      if (!order) {
        this.log.info({ orderId: job.order_id }, 'print files not made: the order has none in its status, its job dropped');
        return 'dropped';
      }
      let lastWrite = 0;
      const zip = await this.makeFiles(
        {
          order,
          overrides: printAreaOverridesOf(tenant),
          // The proofs as the customer sees them (kept ones are not drawn again), drawn outside any transaction.
          proofs: async () => {
            const sources = await withTenant(this.db, tenant.id, async (tx) => [await proofSource(tx, tenant, order, 'en'), await proofSource(tx, tenant, order, 'kh')]);
            return Promise.all(sources.map(async (source) => ({ name: `proof-${order.number}-${source.input.language}.pdf`, pdf: await keptProof(this.db, source) })));
          },
        },
        async (done, total) => {
          // Progress is written at most every half second (and at the start), not once per file.
          if (done !== 0 && done !== total && Date.now() - lastWrite < 500) return;
          lastWrite = Date.now();
          await withTenant(this.db, tenant.id, (tx) => still(tx).set({ steps_done: done, steps_total: total, updated_at: this.clock.now() }).execute());
        },
      );
      // Kept only while the order still has print files: one canceled while drawn keeps none (its job is gone too).
      const kept = await withTenant(this.db, tenant.id, (tx) =>
        still(tx)
          .set({ state: 'done', zip, zip_bytes: zip.length, finished_at: this.clock.now(), updated_at: this.clock.now(), last_error: null })
          .where(({ exists, selectFrom }) =>
            exists(
              selectFrom('orders')
                .select('orders.id')
                .where('orders.tenant_id', '=', tenant.id)
                .where('orders.id', '=', job.order_id)
                .where('orders.status', 'in', [...STATUSES_WITH_PRINT_FILES]),
            ),
          )
          .executeTakeFirst(),
      );
      const current = Number(kept.numUpdatedRows) === 1;
      this.log.info({ orderId: job.order_id, bytes: zip.length, ms: Date.now() - started, current }, current ? 'print files made' : 'print files made for an older snapshot or an order without print files, dropped');
      return current ? 'made' : 'dropped';
    } catch (error) {
      // A design that cannot be drawn as it is (a picture that is not its own bytes, or unreadable) fails the same way every time: said at once, not retried.
      const refused = error instanceof DrawingRefused;
      const message = refused ? `The design cannot be printed: it ${error.message}. Replace the picture, then retry.` : error instanceof Error ? error.message : String(error);
      const retry = !refused && job.attempts < this.maxAttempts;
      const retryAt = new Date(this.clock.now().getTime() + this.retryBaseMs * 2 ** Math.max(0, job.attempts - 1));
      this.log.warn({ orderId: job.order_id, attempts: job.attempts, retry, err: message }, 'print files not made');
      await withTenant(this.db, tenant.id, (tx) =>
        still(tx)
          .set({ state: retry ? 'queued' : 'failed', next_attempt_at: retryAt, last_error: retry || refused ? message.slice(0, 1000) : givenUpMessage(job.attempts, message), updated_at: this.clock.now() })
          .execute(),
      );
      return 'failed';
    }
  }
}
