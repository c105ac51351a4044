import { sql } from 'kysely';
import type { Db } from '../db/schema';

/** The role a scrape reads the queues as: every shop's queue rows, their counted columns only (migration 0038). */
export const METRICS_ROLE = 'teamwear_metrics';

/** The background queues as a scrape reads them, summed over every shop. */
export interface QueueReading {
  /** Print files' jobs by state (done ones are not counted: they are the files kept). */
  production: { queued: number; running: number; failed: number };
  /** How long the longest-waiting due job has been due, in seconds (0 when none is due). */
  productionOldestDueSeconds: number;
  /** Mail not yet sent, and the age of the oldest of it in seconds (0 when none). */
  mailUnsent: number;
  mailOldestSeconds: number;
}

interface ProductionRow {
  queued: number;
  running: number;
  failed: number;
  due_since: Date | null;
}

interface MailRow {
  unsent: number;
  oldest_unsent: Date | null;
}

/**
 * Reads the queues for a scrape: one aggregate statement per queue over every shop, in one
 * read-only transaction, as the metrics role (migration 0038, `teamwear_metrics`), whose policies
 * show it every shop's rows of these two tables and whose grants hold only the columns counted here.
 * (Under the API's own role a scrape read one shop at a time: one query per shop.)
 */
export async function readQueues(db: Db, now: Date): Promise<QueueReading> {
  const { production, mail } = await db
    .transaction()
    .setAccessMode('read only')
    .execute(async (tx) => {
      await sql`select set_config('role', ${METRICS_ROLE}, true)`.execute(tx);
      const jobs = await sql<ProductionRow>`
        select
          count(*) filter (where state = 'queued')::int as queued,
          count(*) filter (where state = 'running')::int as running,
          count(*) filter (where state = 'failed')::int as failed,
          min(next_attempt_at) filter (where state = 'queued' and next_attempt_at <= ${now}) as due_since
        from production_jobs
        where state in ('queued', 'running', 'failed')`.execute(tx);
      const outbox = await sql<MailRow>`
        select count(*)::int as unsent, min(created_at) as oldest_unsent
        from mail_outbox
        where sent_at is null`.execute(tx);
      return { production: jobs.rows[0]!, mail: outbox.rows[0]! };
    });
  const age = (since: Date | null) => (since ? Math.max(0, (now.getTime() - new Date(since).getTime()) / 1000) : 0);
  return {
    production: { queued: production.queued, running: production.running, failed: production.failed },
    productionOldestDueSeconds: age(production.due_since),
    mailUnsent: mail.unsent,
    mailOldestSeconds: age(mail.oldest_unsent),
  };
}
