import { sql, type Kysely } from 'kysely';
import { APP_ROLE } from '../tenant-scope';
import { runStatements, tenantIsolation } from './tenant-tables';

// Issue 13, the account area: each customer's roster. A player is a name, a shirt number and a
// size, with an optional team (a customer may manage several; an order picks players by team).
const statements: string[] = [
  `create table players (
    id uuid primary key default gen_random_uuid(),
    tenant_id uuid not null references tenants(id) on delete cascade,
    user_id uuid not null references users(id) on delete cascade,
    name text not null check (length(name) between 1 and 60),
    number integer not null check (number between 0 and 9999),
    size text not null check (length(size) between 1 and 12),
    team text check (length(team) between 1 and 40),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create index players_owner_idx on players (tenant_id, user_id, name)`,
  // The duplicate-number warning and the order form look players up by team and number.
  `create index players_owner_team_number_idx on players (tenant_id, user_id, team, number)`,
  `grant select, insert, update, delete on players to ${APP_ROLE}`,
  ...tenantIsolation('players'),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists players cascade').execute(db);
}
