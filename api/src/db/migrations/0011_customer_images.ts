import { sql, type Kysely } from 'kysely';
import { APP_ROLE } from '../tenant-scope';
import { runStatements, tenantIsolation } from './tenant-tables';

// Issue 19, a customer's own uploads in the image library ("My uploads"): kept for that customer
// alone. Row-level security holds them to the shop (as every tenant table) AND to the customer:
// a restrictive policy reads `app.user`, which only withCustomer sets, so a query that forgot its
// `where user_id` still sees nobody else's pictures.
const statements: string[] = [
  `create table customer_images (
    id uuid primary key default gen_random_uuid(),
    tenant_id uuid not null references tenants(id) on delete cascade,
    user_id uuid not null references users(id) on delete cascade,
    name text not null,
    content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/webp', 'image/svg+xml')),
    width integer not null check (width > 0),
    height integer not null check (height > 0),
    data bytea not null,
    created_at timestamptz not null default now()
  )`,
  `create index customer_images_owner_idx on customer_images (tenant_id, user_id, created_at desc)`,
  `grant select, insert, delete on customer_images to ${APP_ROLE}`,
  ...tenantIsolation('customer_images'),
  `create policy customer_images_owner_only on customer_images as restrictive
    using (user_id = nullif(current_setting('app.user', true), '')::uuid)
    with check (user_id = nullif(current_setting('app.user', true), '')::uuid)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists customer_images cascade').execute(db);
}
