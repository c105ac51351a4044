import { sql, type Kysely } from 'kysely';
import { APP_ROLE } from '../tenant-scope';
import { runStatements, tenantIsolation } from './tenant-tables';

// Issue 19, the image library: besides the built-in art (drawn in code, the same for every shop),
// a shop's own pictures, uploaded by its administrators through the provider API. Each shop sees
// only its own (row-level security, as every tenant table).
const statements: string[] = [
  `create table library_images (
    id uuid primary key default gen_random_uuid(),
    tenant_id uuid not null references tenants(id) on delete cascade,
    type text not null check (type in ('photo', 'illustration', 'vector')),
    transparent boolean not null,
    tags text[] not null,
    content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/webp', 'image/svg+xml')),
    width integer not null check (width > 0),
    height integer not null check (height > 0),
    data bytea not null,
    created_at timestamptz not null default now()
  )`,
  `create index library_images_tenant_idx on library_images (tenant_id, created_at desc)`,
  `grant select, insert, update, delete on library_images to ${APP_ROLE}`,
  ...tenantIsolation('library_images'),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists library_images cascade').execute(db);
}
