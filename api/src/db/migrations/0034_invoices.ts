import { sql, type Kysely } from 'kysely';
import { APP_ROLE } from '../tenant-scope';
import { runStatements, tenantIsolation } from './tenant-tables';

// Issue 38, invoices. A shop's invoices are numbered 1, 2, 3… without gaps: the counter row is
// raised in the same transaction as the invoice is written, so a rolled-back approval gives its
// number back, and two approvals at once wait on the counter's row. An invoice is immutable: a
// snapshot of what was invoiced (lines, totals, customer, shop), never updated nor deleted by the
// API (it gets no update or delete grant); a change of price would be a credit note, not an edit.
const statements: string[] = [
  `create table invoice_counters (
    tenant_id uuid primary key references tenants(id) on delete cascade,
    last_number integer not null check (last_number >= 1)
  )`,
  `create table invoices (
    id uuid primary key default gen_random_uuid(),
    tenant_id uuid not null references tenants(id) on delete cascade,
    order_id uuid not null references orders(id) on delete cascade,
    number integer not null check (number >= 1),
    issued_at timestamptz not null,
    snapshot jsonb not null,
    unique (tenant_id, number),
    unique (tenant_id, order_id)
  )`,
  `grant select, insert, update on invoice_counters to ${APP_ROLE}`,
  `grant select, insert on invoices to ${APP_ROLE}`,
  ...['invoice_counters', 'invoices'].flatMap((table) => tenantIsolation(table)),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['invoices', 'invoice_counters']) await sql.raw(`drop table if exists ${table} cascade`).execute(db);
}
