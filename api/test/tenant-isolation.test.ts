import { sql } from 'kysely';
import { readAsTenant, withTenant } from '../src/db/tenant-scope';
import { createTestApp, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

async function tenantIds() {
  const rows = await ctx.db.selectFrom('tenants').select(['id', 'slug']).orderBy('slug').execute();
  return Object.fromEntries(rows.map((row) => [row.slug, row.id]));
}

describe('row-level security', () => {
  it("hides other tenants' rows even from a query without a tenant filter", async () => {
    const ids = await tenantIds();
    const emails = await withTenant(ctx.db, ids.mekong ?? '', (tx) => tx.selectFrom('users').select('email').orderBy('email').execute());
    expect(emails.map((row) => row.email)).toEqual(['admin@mekong.test', 'demo@mekong.test']);
  });

  it('refuses to write a row into another tenant', async () => {
    const ids = await tenantIds();
    await expect(
      withTenant(ctx.db, ids.mekong ?? '', (tx) =>
        tx.insertInto('templates').values({ tenant_id: ids.angkor ?? '', type: 'TSHIRT', name: 'Sneaky', document: '{}' }).execute(),
      ),
    ).rejects.toThrow(/row-level security/);
  });

  it('holds every table with a tenant_id, a new one included, under forced row-level security', async () => {
    // Read from the catalogue, not a list of ours: a table a migration adds later is checked too.
    const tables = await sql<{ table: string; enabled: boolean; forced: boolean; policies: number }>`
      select c.relname as table, c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
             (select count(*)::int from pg_policy p where p.polrelid = c.oid) as policies
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind = 'r'
        and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped)
      order by c.relname`.execute(ctx.db);
    expect(tables.rows.map((row) => row.table)).toEqual(expect.arrayContaining(['orders', 'order_proofs', 'production_jobs', 'customer_images', 'shop_list_versions']));
    // The host → shop lookup is read before any shop is known, and the app's role may only read it.
    const readBeforeTheShop = ['tenant_domains'];
    const unguarded = tables.rows.filter((row) => !readBeforeTheShop.includes(row.table) && (!row.enabled || !row.forced || row.policies === 0)).map((row) => row.table);
    expect(unguarded).toEqual([]);
  });

  it('shows nothing when no tenant is set', async () => {
    const count = await ctx.db.transaction().execute(async (tx) => {
      await sql.raw('set local role teamwear_app').execute(tx);
      return tx.selectFrom('users').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    });
    expect(count.n).toBe(0);
  });

  it('does not leak the tenant setting past its transaction', async () => {
    const ids = await tenantIds();
    await withTenant(ctx.db, ids.angkor ?? '', async () => undefined);
    const after = await sql<{ tenant: string | null; role: string }>`select current_setting('app.tenant', true) as tenant, current_user as role`.execute(ctx.db);
    expect(after.rows[0]?.tenant ?? '').toBe('');
    expect(after.rows[0]?.role).not.toBe('teamwear_app');
  });
});

/** What the connection a statement ran on has set: its backend, tenant and role. */
const connectionState = (db: TestContext['db']) =>
  sql<{ pid: number; tenant: string | null; role: string }>`select pg_backend_pid() as pid, current_setting('app.tenant', true) as tenant, current_user as role`
    .execute(db)
    .then((result) => result.rows[0]!);

describe('row-level security for read-only calls (readAsTenant)', () => {
  const emailsOf = (tenantId: string) =>
    readAsTenant(ctx.db, tenantId, async (tx) => {
      const rows = await tx.selectFrom('users').select('email').orderBy('email').execute();
      const { pid } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(tx).then((result) => result.rows[0]!);
      return { emails: rows.map((row) => row.email), pid };
    });

  it("shows a tenant only its own rows, and the next tenant on the same pooled connection only theirs", async () => {
    const ids = await tenantIds();
    const angkor = await emailsOf(ids.angkor ?? '');
    const mekong = await emailsOf(ids.mekong ?? '');
    // One after the other, the calls take the same idle connection (the pool hands back the last one).
    expect(mekong.pid).toBe(angkor.pid);
    expect(angkor.emails.length).toBeGreaterThan(0);
    expect(angkor.emails.every((email) => email.endsWith('@angkor.test'))).toBe(true);
    expect(mekong.emails).toEqual(['admin@mekong.test', 'demo@mekong.test']);
    // And nothing of either is left on that connection.
    const after = await connectionState(ctx.db);
    expect(after.pid).toBe(angkor.pid);
    expect(after.tenant ?? '').toBe('');
    expect(after.role).not.toBe('teamwear_app');
  });

  it('leaves no tenant and no role on the connection when a statement of it failed', async () => {
    const ids = await tenantIds();
    let pid = 0;
    await expect(
      readAsTenant(ctx.db, ids.angkor ?? '', async (tx) => {
        pid = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(tx)).rows[0]!.pid;
        return sql`select 1 / 0`.execute(tx);
      }),
    ).rejects.toThrow(/division by zero/);
    const after = await connectionState(ctx.db);
    expect(after.pid).toBe(pid);
    expect(after.tenant ?? '').toBe('');
    expect(after.role).not.toBe('teamwear_app');
    // The next tenant on it sees its own rows only.
    const mekong = await emailsOf(ids.mekong ?? '');
    expect(mekong.pid).toBe(pid);
    expect(mekong.emails).toEqual(['admin@mekong.test', 'demo@mekong.test']);
  });

  it('refuses to write, even into its own tenant', async () => {
    const ids = await tenantIds();
    await expect(
      readAsTenant(ctx.db, ids.angkor ?? '', (tx) =>
        tx.insertInto('templates').values({ tenant_id: ids.angkor ?? '', type: 'TSHIRT', name: 'Read only', document: '{}' }).execute(),
      ),
    ).rejects.toThrow(/read-only transaction/);
    await expect(readAsTenant(ctx.db, ids.angkor ?? '', (tx) => tx.selectFrom('users').select('id').forUpdate().execute())).rejects.toThrow(/read-only transaction/);
  });

  it('plans its statements once per connection, and leaves that setting with its transaction', async () => {
    const ids = await tenantIds();
    const planned = await readAsTenant(ctx.db, ids.angkor ?? '', (tx) =>
      sql<{ mode: string; pid: number }>`select current_setting('plan_cache_mode') as mode, pg_backend_pid() as pid`.execute(tx).then((result) => result.rows[0]!),
    );
    expect(planned.mode).toBe('force_generic_plan');
    const after = await sql<{ mode: string; pid: number }>`select current_setting('plan_cache_mode') as mode, pg_backend_pid() as pid`.execute(ctx.db);
    expect(after.rows[0]).toEqual({ mode: 'auto', pid: planned.pid });
  });

  it('shows nothing for a tenant id that is not one', async () => {
    await expect(emailsOf('00000000-0000-4000-8000-000000000000')).resolves.toMatchObject({ emails: [] });
    await expect(emailsOf("x' or true --")).rejects.toThrow(/uuid/);
  });
});
