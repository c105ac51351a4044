import { sql } from 'kysely';
import type { Db } from '../db/schema';
import { readAsTenant } from '../db/tenant-scope';

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

interface TenantQueues {
  queued: number;
  running: number;
  failed: number;
  due_since: Date | null;
  unsent: number;
  oldest_unsent: Date | null;
}

/**
 * Reads the queues for a scrape. The queues are under row-level security like every tenant's
 * table, and the API's role sees one shop's rows at a time, so each shop is read in its own
 * read-only scope, with one statement (both queues, counted from their due indexes): a scrape costs
 * one short query per shop. (One statement for all shops would need a reader role with its own
 * policies, that is a migration: see the issue 39 report.)
 */
export async function readQueues(db: Db, now: Date): Promise<QueueReading> {
  const reading: QueueReading = { production: { queued: 0, running: 0, failed: 0 }, productionOldestDueSeconds: 0, mailUnsent: 0, mailOldestSeconds: 0 };
  const tenants = await db.selectFrom('tenants').select('id').execute();
  let dueSince = Infinity;
  let oldestUnsent = Infinity;
  for (const { id } of tenants) {
    const row = await readAsTenant(db, id, async (tx) => {
      const result = await sql<TenantQueues>`
        select
          (select count(*)::int from production_jobs where tenant_id = ${id} and state = 'queued') as queued,
          (select count(*)::int from production_jobs where tenant_id = ${id} and state = 'running') as running,
          (select count(*)::int from production_jobs where tenant_id = ${id} and state = 'failed') as failed,
          (select min(next_attempt_at) from production_jobs where tenant_id = ${id} and state = 'queued' and next_attempt_at <= ${now}) as due_since,
          (select count(*)::int from mail_outbox where tenant_id = ${id} and sent_at is null) as unsent,
          (select min(created_at) from mail_outbox where tenant_id = ${id} and sent_at is null) as oldest_unsent`.execute(tx);
      return result.rows[0]!;
    });
    reading.production.queued += row.queued;
    reading.production.running += row.running;
    reading.production.failed += row.failed;
    reading.mailUnsent += row.unsent;
    if (row.due_since) dueSince = Math.min(dueSince, new Date(row.due_since).getTime());
    if (row.oldest_unsent) oldestUnsent = Math.min(oldestUnsent, new Date(row.oldest_unsent).getTime());
  }
  const age = (since: number) => (Number.isFinite(since) ? Math.max(0, (now.getTime() - since) / 1000) : 0);
  reading.productionOldestDueSeconds = age(dueSince);
  reading.mailOldestSeconds = age(oldestUnsent);
  return reading;
}
