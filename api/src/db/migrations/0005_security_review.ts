import { sql, type Kysely } from 'kysely';
import { runStatements } from './tenant-tables';

// Issue 12, the security review:
// - Email ownership: a registered address is unverified until the mailed link is followed (or a
//   password reset through that address proves it). Social sign-in never links onto an unverified
//   account. Accounts that came from a social sign-in are verified by their provider.
// - Storage: deleting a design removes it (soft-deleted rows are purged here), and each design
//   records the bytes it stores, so a user's total is a sum of one column.
const statements: string[] = [
  `alter table users add column email_verified_at timestamptz`,
  `update users set email_verified_at = identities.first_linked
     from (select user_id, min(created_at) as first_linked from user_identities group by user_id) as identities
    where identities.user_id = users.id`,
  `alter table account_tokens drop constraint account_tokens_purpose_check`,
  `alter table account_tokens add constraint account_tokens_purpose_check
     check (purpose in ('unlock', 'reset_password', 'otp', 'verify_email'))`,
  `delete from designs where deleted_at is not null`,
  `drop index if exists designs_owner_idx`,
  `alter table designs drop column deleted_at`,
  `create index designs_owner_idx on designs (tenant_id, user_id, updated_at desc)`,
  `alter table designs add column stored_bytes integer not null default 0 check (stored_bytes >= 0)`,
  `update designs set stored_bytes = octet_length(document::text) + coalesce(octet_length(thumbnail), 0)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`alter table designs drop column stored_bytes`).execute(db);
  await sql.raw(`drop index if exists designs_owner_idx`).execute(db);
  await sql.raw(`alter table designs add column deleted_at timestamptz`).execute(db);
  await sql.raw(`create index designs_owner_idx on designs (tenant_id, user_id, updated_at desc) where deleted_at is null`).execute(db);
  await sql.raw(`delete from account_tokens where purpose = 'verify_email'`).execute(db);
  await sql.raw(`alter table account_tokens drop constraint account_tokens_purpose_check`).execute(db);
  await sql
    .raw(`alter table account_tokens add constraint account_tokens_purpose_check check (purpose in ('unlock', 'reset_password', 'otp'))`)
    .execute(db);
  await sql.raw(`alter table users drop column email_verified_at`).execute(db);
}
