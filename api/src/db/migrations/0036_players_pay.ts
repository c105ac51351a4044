import { sql, type Kysely } from 'kysely';
import { APP_ROLE } from '../tenant-scope';
import { runStatements, tenantIsolation } from './tenant-tables';

// Issue 38, each player pays their share of a size collection. `share_cents` on the collection is
// the amount each player is asked (null: the players do not pay); it is fixed when the manager
// turns "players pay" on, so nobody is asked a moving amount. The shop's record of a player's
// payment is a line of `size_collection_payments`: a reversal is a line of the negative amount
// linked to the one it reverses (never a deleted row, so the API role may insert and read only,
// and mark a line carried). `order_id` names the order a payment was carried to as a payment line
// of it; a payment not carried stays on the entry, its player not ordered yet.
const statements: string[] = [
  `alter table size_collections add column share_cents int check (share_cents > 0)`,
  `create table size_collection_payments (
    id uuid primary key default gen_random_uuid(),
    tenant_id uuid not null references tenants(id) on delete cascade,
    collection_id uuid not null references size_collections(id) on delete cascade,
    entry_id uuid not null references size_collection_entries(id) on delete cascade,
    amount_cents int not null check (amount_cents <> 0),
    method text not null check (method in ('cash', 'bank_transfer', 'card', 'khqr')),
    reference text not null default '' check (length(reference) <= 100),
    received_on date not null,
    note text not null default '' check (length(note) <= 1000),
    reverses_id uuid references size_collection_payments(id),
    recorded_by_id uuid not null,
    recorded_by text,
    order_id uuid references orders(id) on delete set null,
    created_at timestamptz not null default now()
  )`,
  `create unique index size_collection_payments_reversal_idx on size_collection_payments (reverses_id) where reverses_id is not null`,
  `create index size_collection_payments_entry_idx on size_collection_payments (tenant_id, collection_id, entry_id, created_at)`,
  `grant select, insert on size_collection_payments to ${APP_ROLE}`,
  `grant update (order_id) on size_collection_payments to ${APP_ROLE}`,
  ...tenantIsolation('size_collection_payments'),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists size_collection_payments cascade').execute(db);
  await sql.raw('alter table size_collections drop column if exists share_cents').execute(db);
}
