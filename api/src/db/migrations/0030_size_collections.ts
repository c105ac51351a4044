import { sql, type Kysely } from 'kysely';
import { APP_ROLE } from '../tenant-scope';
import { runStatements, tenantIsolation } from './tenant-tables';

// Issue 37, collecting the team's sizes with one link: a team manager's collection of one of their
// designs, and each player's entry. The link's code is random and unique; an entry's private token
// is kept only as its hash. A number is taken once per collection (the unique index is what holds
// when two players send the same number at the same moment). An entry names the roster row it
// became without a foreign key, as an order's snapshot does: the roster stays the customer's to
// empty, and a row that is gone is simply not found at the next close.
const statements: string[] = [
  `create table size_collections (
    id uuid primary key default gen_random_uuid(),
    tenant_id uuid not null references tenants(id) on delete cascade,
    user_id uuid not null references users(id) on delete cascade,
    design_id uuid references designs(id) on delete set null,
    product text not null,
    document jsonb not null,
    code text not null unique,
    title text not null check (length(title) between 1 and 100),
    deadline timestamptz not null,
    closed_at timestamptz,
    pieces text[] not null,
    print_names boolean not null,
    print_numbers boolean not null,
    message text check (length(message) <= 500),
    expected_players int check (expected_players between 1 and 100),
    need_by date,
    reminded_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create index size_collections_owner_idx on size_collections (tenant_id, user_id, created_at desc)`,
  `create table size_collection_entries (
    id uuid primary key default gen_random_uuid(),
    tenant_id uuid not null references tenants(id) on delete cascade,
    collection_id uuid not null references size_collections(id) on delete cascade,
    name text not null check (length(name) between 1 and 100),
    number int,
    size text,
    shorts_size text,
    email text,
    language text not null default 'en' check (language in ('en', 'kh')),
    source text not null check (source in ('player', 'manager')),
    token_hash text,
    player_id uuid,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create unique index size_collection_entries_number_idx on size_collection_entries (collection_id, number) where number is not null`,
  `create index size_collection_entries_collection_idx on size_collection_entries (tenant_id, collection_id, created_at)`,
  `grant select, insert, update, delete on size_collections to ${APP_ROLE}`,
  `grant select, insert, update, delete on size_collection_entries to ${APP_ROLE}`,
  ...tenantIsolation('size_collections'),
  ...tenantIsolation('size_collection_entries'),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists size_collection_entries cascade').execute(db);
  await sql.raw('drop table if exists size_collections cascade').execute(db);
}
