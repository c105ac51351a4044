import { sql, type Kysely } from 'kysely';
import { APP_ROLE } from '../tenant-scope';
import { runStatements, tenantIsolation } from './tenant-tables';

// Issue 32, production without limits: a proof was drawn afresh on every request (four loops of
// proof requests made another customer's calls 40 times slower). A proof is now drawn once for
// what it shows and kept, one PDF per order and language, replaced when what it shows changes
// (`proof_hash`: what it was drawn from), and gone with its order.
const statements: string[] = [
  `create table order_proofs (
    tenant_id uuid not null references tenants(id) on delete cascade,
    order_id uuid not null references orders(id) on delete cascade,
    language text not null check (language in ('en', 'kh')),
    proof_hash text not null,
    pdf bytea not null,
    created_at timestamptz not null default now(),
    primary key (tenant_id, order_id, language)
  )`,
  `create index order_proofs_order_idx on order_proofs (order_id)`,
  `grant select, insert, update, delete on order_proofs to ${APP_ROLE}`,
  ...tenantIsolation('order_proofs'),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists order_proofs').execute(db);
}
