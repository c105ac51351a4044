import { sql, type Kysely } from 'kysely';
import { APP_ROLE } from '../tenant-scope';
import { runStatements, tenantIsolation } from './tenant-tables';

// Issue 36, the shop's brand: its owner uploads a logo, checked as the shop's other pictures. The
// bytes are kept here, one row per shop, and not in `tenants`: every request reads the shop's row
// (kept in memory per host), which a logo of up to 512 KB would weigh down. `tenants.logo` stays
// what whoami shows: the address the logo is served at, with its version (`/api/shop/logo?v=…`).
const statements: string[] = [
  `create table shop_logos (
    tenant_id uuid primary key references tenants(id) on delete cascade,
    content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/webp', 'image/svg+xml')),
    data bytea not null,
    version text not null,
    updated_at timestamptz not null default now()
  )`,
  `grant select, insert, update, delete on shop_logos to ${APP_ROLE}`,
  ...tenantIsolation('shop_logos'),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists shop_logos cascade').execute(db);
}
