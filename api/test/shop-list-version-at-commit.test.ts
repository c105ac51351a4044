import { sql } from 'kysely';
import { createTestApp, customerWithPlacedOrder, type TestContext } from './helpers';
import { withTenant } from '../src/db/tenant-scope';
import { readListVersion } from '../src/lists/list-versions';

// Issue 39: the shop's `orders` version (migration 0042) changes with every order and event of the
// shop, at the commit, once per transaction: two changes of two different orders do not wait for each
// other's whole transaction, a rolled-back change leaves it as it was.

let ctx: TestContext;
let tenantId: string;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimit: false });
  tenantId = (await ctx.db.selectFrom('tenants').select('id').where('slug', '=', 'angkor').executeTakeFirstOrThrow()).id;
}, 60_000);
afterAll(async () => {
  await ctx.close();
});

const shopVersion = () => withTenant(ctx.db, tenantId, (tx) => readListVersion(tx, { owner: { tenantId }, list: 'orders' }));
const noteOn = (tx: Parameters<Parameters<typeof withTenant>[2]>[0], orderId: string, note: string) =>
  tx.updateTable('orders').set({ note }).where('tenant_id', '=', tenantId).where('id', '=', orderId).execute();

describe("the shop's orders version", () => {
  it('changes when an order changes, once per transaction, and not for a change rolled back', async () => {
    const { order } = await customerWithPlacedOrder(ctx.app, { firstName: 'Dara' });
    const before = await shopVersion();
    await withTenant(ctx.db, tenantId, async (tx) => {
      await noteOn(tx, order.id, 'first');
      await noteOn(tx, order.id, 'second');
    });
    const after = await shopVersion();
    // One number of the versions' sequence for the transaction's two writes (nothing else writes meanwhile).
    expect(BigInt(after) - BigInt(before)).toBe(1n);

    await expect(
      withTenant(ctx.db, tenantId, async (tx) => {
        await noteOn(tx, order.id, 'never');
        throw new Error('changed its mind');
      }),
    ).rejects.toThrow('changed its mind');
    expect(await shopVersion()).toBe(after);
  }, 60_000);

  // Only a server runs two transactions at once (PGlite has one connection): CI's PostgreSQL stage.
  (process.env.DATABASE_URL ? it : it.skip)(
    'does not hold one order’s change up until another order of the shop commits',
    async () => {
      const [one, two] = [await customerWithPlacedOrder(ctx.app, { firstName: 'Bopha' }), await customerWithPlacedOrder(ctx.app, { firstName: 'Kosal' })];
      const before = await shopVersion();
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let written!: () => void;
      const firstWritten = new Promise<void>((resolve) => (written = resolve));
      const first = withTenant(ctx.db, tenantId, async (tx) => {
        await noteOn(tx, one.order.id, 'packed by Dara');
        written();
        await released;
      });
      await firstWritten;
      // Before 0042 this waited for the first transaction's commit on the version row: refused after 5 s.
      await withTenant(ctx.db, tenantId, async (tx) => {
        await sql`set local lock_timeout = '5s'`.execute(tx);
        await noteOn(tx, two.order.id, 'packed by Kosal');
      });
      const second = await shopVersion();
      release();
      await first;
      const third = await shopVersion();
      expect(BigInt(second)).toBeGreaterThan(BigInt(before));
      expect(BigInt(third)).toBeGreaterThan(BigInt(second));
    },
    60_000,
  );
});
