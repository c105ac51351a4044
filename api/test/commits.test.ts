import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { openDatabase } from '../src/db/database';
import type { Db } from '../src/db/schema';
import { APP_ROLE, withTenant } from '../src/db/tenant-scope';
import { createTestApp, type TestContext } from './helpers';

// withTenant answers only once the server has committed: what it reports done is there for the
// next request, and a commit the server refuses is the caller's error. A deferred constraint
// trigger runs at commit (slowly, so a caller told "done" before the commit holds would read too
// early; and refusing some rows, so the commit itself fails). The write goes through a function
// called by a `select`, as a select may write: only the commit says whether it held.

let ctx: TestContext;
/** The next request: another connection to the same database (PGlite has one connection). */
let next: Db;
let closeNext: () => Promise<void> = async () => undefined;
const tenant = randomUUID();

beforeAll(async () => {
  ctx = await createTestApp();
  next = ctx.db;
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(ctx.db);
    const url = new URL(adminUrl);
    url.pathname = `/${rows[0]?.name ?? ''}`;
    next = await openDatabase({ kind: 'postgres', url: url.toString() });
    closeNext = () => next.destroy();
  }
  for (const statement of [
    'create table commit_probe (id text primary key)',
    `grant select, insert on commit_probe to ${APP_ROLE}`,
    `create function commit_probe_write(p_id text) returns text language sql as $$ insert into commit_probe (id) values (p_id) returning id $$`,
    `create function commit_probe_check() returns trigger language plpgsql as $$
       begin
         perform pg_sleep(0.3);
         if new.id like 'refused%' then raise exception 'refused at commit: %', new.id; end if;
         return null;
       end $$`,
    `create constraint trigger commit_probe_at_commit after insert on commit_probe
       deferrable initially deferred for each row execute function commit_probe_check()`,
  ]) {
    await sql.raw(statement).execute(ctx.db);
  }
});

afterAll(async () => {
  await closeNext();
  await ctx.close();
});

const kept = async (id: string) => (await sql<{ id: string }>`select id from commit_probe where id = ${id}`.execute(next)).rows.length === 1;

describe('withTenant and its commit', () => {
  it('has committed a write made by a select when it returns: the next request sees it', async () => {
    await withTenant(ctx.db, tenant, (tx) => sql`select commit_probe_write(${'kept-by-select'})`.execute(tx));
    expect(await kept('kept-by-select')).toBe(true);
  });

  it('has committed an insert when it returns: the next request sees it', async () => {
    await withTenant(ctx.db, tenant, (tx) => sql`insert into commit_probe (id) values (${'kept-by-insert'})`.execute(tx));
    expect(await kept('kept-by-insert')).toBe(true);
  });

  it('fails when the server refuses the commit of a select that wrote, and nothing is kept', async () => {
    await expect(withTenant(ctx.db, tenant, (tx) => sql`select commit_probe_write(${'refused-select'})`.execute(tx))).rejects.toThrow(
      /refused at commit: refused-select/,
    );
    expect(await kept('refused-select')).toBe(false);
  });

  it('fails when the server refuses the commit of an insert, and nothing is kept', async () => {
    await expect(withTenant(ctx.db, tenant, (tx) => sql`insert into commit_probe (id) values (${'refused-insert'})`.execute(tx))).rejects.toThrow(
      /refused at commit: refused-insert/,
    );
    expect(await kept('refused-insert')).toBe(false);
  });
});
