import { sql, type Kysely } from 'kysely';
import { APP_ROLE } from '../tenant-scope';
import { runStatements, tenantIsolation } from './tenant-tables';

// Issue 38, receipts. Every payment line of an order (a payment, or a reversal) gets a receipt in
// the same transaction, numbered per shop 1, 2, 3… without gaps (its counter row is raised with
// it, as invoices'), so a shop finds any receipt by its number and a missing number would show.
// A receipt is immutable: a snapshot of what it says (the shop, the customer, the order and its
// invoice, the amount, what was paid and still due after it), never updated nor deleted by the API
// (no update or delete grant). A reversal gets its own receipt naming the one it reverses: the
// reversed receipt stays as it was issued. Payments recorded before this migration have none.
const statements: string[] = [
  `create table receipt_counters (
    tenant_id uuid primary key references tenants(id) on delete cascade,
    last_number integer not null check (last_number >= 1)
  )`,
  `create table receipts (
    id uuid primary key default gen_random_uuid(),
    tenant_id uuid not null references tenants(id) on delete cascade,
    order_id uuid not null references orders(id) on delete cascade,
    payment_event_id uuid not null references order_events(id),
    number integer not null check (number >= 1),
    issued_at timestamptz not null,
    snapshot jsonb not null,
    unique (tenant_id, number),
    unique (payment_event_id)
  )`,
  `create index receipts_order on receipts (tenant_id, order_id)`,
  `grant select, insert, update on receipt_counters to ${APP_ROLE}`,
  `grant select, insert on receipts to ${APP_ROLE}`,
  ...['receipt_counters', 'receipts'].flatMap((table) => tenantIsolation(table)),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['receipts', 'receipt_counters']) await sql.raw(`drop table if exists ${table} cascade`).execute(db);
}
