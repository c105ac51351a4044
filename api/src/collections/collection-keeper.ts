import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../clock';
import type { Db } from '../db/schema';
import { withTenant } from '../db/tenant-scope';
import { PollingLoop } from '../jobs/polling-loop';
import type { MailDispatcher } from '../mail/dispatcher';
import { queueClosedMail, queueReminders } from './collection-mail';
import { collectionRows } from './collection-queries';
import { mergeIntoRoster } from './roster-merge';

/** The automatic reminder goes this long before the deadline. */
export const REMINDER_BEFORE_MS = 2 * 24 * 60 * 60 * 1000;

export interface KeeperOutcome {
  closed: number;
  reminded: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Closes size collections at their deadline and sends their reminders; `drain()` in tests. */
    collectionKeeper: CollectionKeeper;
  }
}

/**
 * The size collections' clock (issue 37): a collection whose deadline has come is closed (its
 * entries join the manager's roster and the manager is mailed), and two days before a deadline the
 * players known by e-mail who have not joined are reminded, once. Each collection is taken under a
 * row lock that others skip, so two API processes never close or remind one twice.
 */
export class CollectionKeeper {
  private readonly loop: PollingLoop<KeeperOutcome>;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly mailer: MailDispatcher,
    log: FastifyBaseLogger,
    pollIntervalMs: number,
  ) {
    this.loop = new PollingLoop(() => this.round(), {
      intervalMs: pollIntervalMs,
      onError: (error) => log.error({ err: error }, 'collection keeper round failed'),
    });
  }

  start(): void {
    this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  drain(): Promise<KeeperOutcome> {
    return this.loop.drain();
  }

  private async round(): Promise<KeeperOutcome> {
    const outcome: KeeperOutcome = { closed: 0, reminded: 0 };
    const tenants = await this.db.selectFrom('tenants').selectAll().execute();
    for (const tenant of tenants) {
      const now = this.clock.now();
      const worked = await withTenant(this.db, tenant.id, async (tx) => {
        const due = await collectionRows(tx, tenant.id)
          .where('size_collections.closed_at', 'is', null)
          .where('size_collections.deadline', '<=', now)
          .forUpdate()
          .skipLocked()
          .limit(50)
          .execute();
        for (const row of due) {
          await tx
            .updateTable('size_collections')
            .set({ closed_at: now, updated_at: now })
            .where('tenant_id', '=', tenant.id)
            .where('id', '=', row.id)
            .execute();
          const players = await mergeIntoRoster(tx, tenant, { tenantId: tenant.id, userId: row.user_id }, row.id, now);
          await queueClosedMail(tx, this.clock, tenant, row, players.length);
        }
        const soon = await collectionRows(tx, tenant.id)
          .where('size_collections.closed_at', 'is', null)
          .where('size_collections.reminded_at', 'is', null)
          .where('size_collections.deadline', '>', now)
          .where('size_collections.deadline', '<=', new Date(now.getTime() + REMINDER_BEFORE_MS))
          .forUpdate()
          .skipLocked()
          .limit(50)
          .execute();
        let reminded = 0;
        for (const row of soon) {
          reminded += await queueReminders(tx, this.clock, tenant, row);
          await tx.updateTable('size_collections').set({ reminded_at: now }).where('tenant_id', '=', tenant.id).where('id', '=', row.id).execute();
        }
        return { closed: due.length, reminded };
      });
      outcome.closed += worked.closed;
      outcome.reminded += worked.reminded;
    }
    if (outcome.closed + outcome.reminded > 0) this.mailer.kick();
    return outcome;
  }
}

/** The keeper in the API process: it looks every 30 seconds, and not at all where the mail outbox does not (tests drain by hand). */
export const collectionKeeperPlugin = fp(
  async (app: FastifyInstance, { log }: { log: FastifyBaseLogger }) => {
    const keeper = new CollectionKeeper(
      app.db,
      app.clock,
      app.mailer,
      log.child({ component: 'collections' }),
      app.config.mail.pollIntervalMs > 0 ? 30_000 : 0,
    );
    app.decorate('collectionKeeper', keeper);
    app.addHook('onReady', async () => keeper.start());
    app.addHook('onClose', async () => keeper.stop());
  },
  { name: 'collection-keeper', dependencies: ['context', 'mail'] },
);
