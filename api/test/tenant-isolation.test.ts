import { sql } from 'kysely';
import { withTenant } from '../src/db/tenant-scope';
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
