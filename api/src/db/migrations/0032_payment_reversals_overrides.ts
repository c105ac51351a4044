import { sql, type Kysely } from 'kysely';
import { runStatements } from './tenant-tables';

// Issue 38, the shop's side of payments. A payment recorded by mistake is reversed, never deleted:
// a reversal is a payment line of the negative amount linked to the one it reverses (once each),
// so the order's history keeps both and the paid amount counts them. A move the shop made past its
// deposit rule with money still due keeps the balance it overrode on its status event (the note
// is the event's note), which the order pages and the audit log show.
const statements: string[] = [
  `alter table order_events add column reverses_event_id uuid references order_events(id)`,
  `alter table order_events drop constraint order_events_amount_cents_check`,
  `alter table order_events add constraint order_events_amount_cents_check
    check (amount_cents is null or amount_cents > 0 or (amount_cents < 0 and reverses_event_id is not null and kind = 'payment'))`,
  `create unique index order_events_reversal_once on order_events (reverses_event_id) where reverses_event_id is not null`,
  `alter table order_events add column balance_override_cents integer check (balance_override_cents is null or (balance_override_cents > 0 and kind = 'status'))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // A reversal cannot be undone by dropping it: the paid amounts count it. Refuse rather than lose money.
  const reversals = await sql<{ count: string }>`select count(*)::text as count from order_events where amount_cents < 0`.execute(db);
  if (Number(reversals.rows[0]?.count ?? 0) > 0) throw new Error('Payments were reversed: migration 0032 cannot be undone without losing them');
  await sql.raw('drop index if exists order_events_reversal_once').execute(db);
  await sql.raw('alter table order_events drop constraint order_events_amount_cents_check').execute(db);
  await sql.raw('alter table order_events add constraint order_events_amount_cents_check check (amount_cents > 0)').execute(db);
  await sql.raw('alter table order_events drop column if exists reverses_event_id, drop column if exists balance_override_cents').execute(db);
}
