import { sql, type Kysely } from 'kysely';
import { APP_ROLE } from '../tenant-scope';
import { runStatements, tenantIsolation } from './tenant-tables';

// Issue 14, ordering: each customer's cart, their orders with a snapshot of what was ordered (the
// design document, the players and the prices, so later edits never change a placed order), the
// shop's order numbers, and every change of an order as an event in an append-only table.
const STATUSES = `'REVIEWING', 'APPROVED', 'REJECTED', 'CANCELED', 'PROCESSING', 'READY', 'ON_THE_WAY', 'COMPLETED'`;

const statements: string[] = [
  `create table order_counters (
    tenant_id uuid primary key references tenants(id) on delete cascade,
    last_number integer not null check (last_number >= 1000)
  )`,
  `create table cart_items (
    id uuid primary key default gen_random_uuid(),
    tenant_id uuid not null references tenants(id) on delete cascade,
    user_id uuid not null references users(id) on delete cascade,
    design_id uuid not null references designs(id) on delete cascade,
    created_at timestamptz not null default now(),
    unique (tenant_id, user_id, design_id)
  )`,
  `create table orders (
    id uuid primary key default gen_random_uuid(),
    tenant_id uuid not null references tenants(id) on delete cascade,
    user_id uuid not null references users(id) on delete cascade,
    number integer not null,
    design_id uuid references designs(id) on delete set null,
    product text not null,
    product_type text not null,
    model text not null,
    status text not null check (status in (${STATUSES})),
    quantity integer not null check (quantity >= 1),
    total_price_cents integer not null check (total_price_cents >= 0),
    grand_total_cents integer not null check (grand_total_cents >= 0),
    paid_amount_cents integer not null default 0 check (paid_amount_cents >= 0),
    address text not null,
    phone text not null,
    note text not null default '',
    snapshot jsonb not null,
    idempotency_key text not null,
    request_hash text not null,
    designed_at timestamptz not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    approved_at timestamptz,
    delivered_at timestamptz,
    received_at timestamptz,
    unique (tenant_id, number),
    unique (tenant_id, user_id, idempotency_key)
  )`,
  `create index orders_owner_idx on orders (tenant_id, user_id, created_at desc)`,
  `create index orders_tenant_status_idx on orders (tenant_id, status, created_at desc)`,
  `create table order_events (
    id uuid primary key default gen_random_uuid(),
    tenant_id uuid not null references tenants(id) on delete cascade,
    order_id uuid not null references orders(id) on delete cascade,
    kind text not null check (kind in ('placed', 'status', 'payment')),
    actor text not null check (actor in ('customer', 'provider')),
    actor_user_id uuid references users(id) on delete set null,
    actor_name text,
    from_status text check (from_status in (${STATUSES})),
    to_status text check (to_status in (${STATUSES})),
    note text not null default '',
    amount_cents integer check (amount_cents > 0),
    created_at timestamptz not null default now()
  )`,
  `create index order_events_order_idx on order_events (tenant_id, order_id, created_at)`,
  ...['order_counters', 'cart_items', 'orders'].map((table) => `grant select, insert, update, delete on ${table} to ${APP_ROLE}`),
  // Append-only for the API: an event is never changed or removed once written.
  `grant select, insert on order_events to ${APP_ROLE}`,
  ...['order_counters', 'cart_items', 'orders', 'order_events'].flatMap((table) => [
    ...tenantIsolation(table),
  ]),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['order_events', 'orders', 'cart_items', 'order_counters']) {
    await sql.raw(`drop table if exists ${table} cascade`).execute(db);
  }
}
