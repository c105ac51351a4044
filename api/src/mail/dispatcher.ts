import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Db, MailOutboxRow } from '../db/schema';
import { withTenant } from '../db/tenant-scope';
import { PollingLoop } from '../jobs/polling-loop';
import type { MailTransport } from './transports';

export interface DispatcherOptions {
  /** 0: no loop; call drain() yourself (tests). */
  pollIntervalMs: number;
  batchSize?: number;
  /** A claimed mail is retried after this if the process dies while sending it. */
  leaseMs?: number;
  /** Retry waits: base × 2^(attempts − 1), capped. */
  retryBaseMs?: number;
  retryMaxMs?: number;
}

export interface DrainOutcome {
  sent: number;
  failed: number;
}

/**
 * Sends the outbox. Each round, per tenant (inside withTenant, so row-level security holds for the
 * dispatcher too): claim due mail in a short transaction (attempts + 1, next attempt pushed out by a
 * lease), send outside any transaction, then mark it sent, or record the error and schedule a retry
 * with exponential backoff. Nothing is deleted and nothing is dropped: a mail that keeps failing is
 * retried every `retryMaxMs`; one whose sender died mid-send is picked up when its lease ends.
 * SKIP LOCKED lets several API instances share the outbox.
 */
export class MailDispatcher {
  private readonly loop: PollingLoop<DrainOutcome>;
  private readonly batchSize: number;
  private readonly leaseMs: number;
  private readonly retryBaseMs: number;
  private readonly retryMaxMs: number;

  constructor(
    private readonly db: Db,
    readonly transport: MailTransport,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly options: DispatcherOptions,
  ) {
    this.batchSize = options.batchSize ?? 20;
    this.leaseMs = options.leaseMs ?? 2 * 60_000;
    this.retryBaseMs = options.retryBaseMs ?? 30_000;
    this.retryMaxMs = options.retryMaxMs ?? 60 * 60_000;
    this.loop = new PollingLoop(() => this.round(), {
      intervalMs: options.pollIntervalMs,
      onError: (error) => this.log.error({ err: error }, 'mail dispatcher round failed'),
    });
  }

  retryDelayMs(attempts: number): number {
    return Math.min(this.retryBaseMs * 2 ** Math.max(0, attempts - 1), this.retryMaxMs);
  }

  start(): void {
    this.loop.start();
  }

  async stop(): Promise<void> {
    await this.loop.stop();
    this.transport.close?.();
  }

  /** Asks the loop for a round soon (after a request queued mail). No-op without a loop. */
  kick(): void {
    this.loop.kick();
  }

  /** One round over every tenant; concurrent callers share the round under way. */
  drain(): Promise<DrainOutcome> {
    return this.loop.drain();
  }

  private async round(): Promise<DrainOutcome> {
    const outcome: DrainOutcome = { sent: 0, failed: 0 };
    const tenants = await this.db.selectFrom('tenants').select('id').execute();
    for (const { id: tenantId } of tenants) {
      for (;;) {
        const claimed = await this.claim(tenantId);
        for (const mail of claimed) {
          if (await this.deliver(tenantId, mail)) outcome.sent += 1;
          else outcome.failed += 1;
        }
        if (claimed.length < this.batchSize) break;
      }
    }
    return outcome;
  }

  private async claim(tenantId: string): Promise<MailOutboxRow[]> {
    const now = this.clock.now();
    const claimed = await withTenant(this.db, tenantId, (tx) =>
      tx
        .updateTable('mail_outbox')
        .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: new Date(now.getTime() + this.leaseMs) }))
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('mail_outbox')
            .select('id')
            .where('tenant_id', '=', tenantId)
            .where('sent_at', 'is', null)
            .where('next_attempt_at', '<=', now)
            .orderBy('next_attempt_at')
            .limit(this.batchSize)
            .forUpdate()
            .skipLocked(),
        )
        .returningAll()
        .execute(),
    );
    // RETURNING has no order: send in the order the mail was queued.
    return claimed.sort((a, b) => a.created_at.getTime() - b.created_at.getTime() || a.id.localeCompare(b.id));
  }

  private async deliver(tenantId: string, mail: MailOutboxRow): Promise<boolean> {
    try {
      await this.transport.send({
        id: mail.id,
        fromName: mail.from_name,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryAt = new Date(this.clock.now().getTime() + this.retryDelayMs(mail.attempts));
      this.log.warn({ mailId: mail.id, attempts: mail.attempts, retryAt, err: message }, 'mail not sent, will retry');
      await withTenant(this.db, tenantId, (tx) =>
        tx
          .updateTable('mail_outbox')
          .set({ last_error: message.slice(0, 1000), next_attempt_at: retryAt })
          .where('id', '=', mail.id)
          .execute(),
      );
      return false;
    }
    await withTenant(this.db, tenantId, (tx) =>
      tx.updateTable('mail_outbox').set({ sent_at: this.clock.now(), last_error: null }).where('id', '=', mail.id).execute(),
    );
    return true;
  }
}
