import { sql, type Kysely } from 'kysely';
import { runStatements } from './tenant-tables';

// Issue 36, the shop's templates and library pictures in its back office.
// - A template is published (customers see it) or not (the team is still preparing it). Those
//   there were stay published: customers keep seeing what they saw.
// - A library picture's tags are kept per language, so the team edits the English and the Khmer
//   words apart. Tags there were are filed by their script (a tag with Khmer letters is Khmer).
//   `tags` stays, written by the API as both languages' tags together: the API released before
//   this one reads it, and reads stay one column for the search.
const KHMER = `'[\u1780-\u17FF\u19E0-\u19FF]'`;
const statements: string[] = [
  `alter table templates add column published boolean not null default true`,
  `alter table library_images add column tags_en text[] not null default '{}'`,
  `alter table library_images add column tags_kh text[] not null default '{}'`,
  `update library_images set
     tags_en = array(select tag from unnest(tags) as tag where tag !~ ${KHMER}),
     tags_kh = array(select tag from unnest(tags) as tag where tag ~ ${KHMER})`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table library_images drop column if exists tags_kh').execute(db);
  await sql.raw('alter table library_images drop column if exists tags_en').execute(db);
  await sql.raw('alter table templates drop column if exists published').execute(db);
}
