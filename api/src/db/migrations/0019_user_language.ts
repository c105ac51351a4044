import { sql, type Kysely } from 'kysely';
import { runStatements } from './tenant-tables';

// Issue 34: every mail was in English, while the pages and the proof speak English and Khmer. A
// customer's mail is now written in their language: the one they signed up in (the sign-up page
// sends the page's language), kept here. Accounts from before were all mailed in English, and stay so.
const statements: string[] = [`alter table users add column language text not null default 'en' check (language in ('en', 'kh'))`];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table users drop column if exists language').execute(db);
}
