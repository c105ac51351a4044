import { sql, type Kysely } from 'kysely';
import { runStatements } from './tenant-tables';

// Issue 32, storage without bounds: anonymous hand-offs (up to 512 KiB each, 10 a minute from an
// address) were kept a day after they expired, claimed or not: about 7 GB a day from one address.
// Each hand-off now says how many bytes its document holds and which address sent it, so that what
// waits to be taken is capped per address and per shop (embed/handoff-limits.ts); what expired or
// was taken no longer keeps its document.
const statements: string[] = [
  `alter table design_handoffs add column bytes integer not null default 0 check (bytes >= 0)`,
  `alter table design_handoffs add column client_ip text not null default ''`,
  `update design_handoffs set bytes = octet_length(document::text)`,
  `create index design_handoffs_waiting_idx on design_handoffs (tenant_id, client_ip, expires_at) where claimed_at is null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop index if exists design_handoffs_waiting_idx').execute(db);
  await sql.raw('alter table design_handoffs drop column if exists bytes, drop column if exists client_ip').execute(db);
}
