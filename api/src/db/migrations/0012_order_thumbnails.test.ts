import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { openDatabase } from '../database';
import type { Db } from '../schema';
import { migrationProvider } from './index';

// Orders placed before 0012 get their picture from their snapshot when the column is added, and the
// column follows the snapshot after: the order lists read it instead of the snapshot.
describe('migration 0012: the picture of an order in a column of its own', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDatabase({ kind: 'memory' });
  });
  afterAll(async () => {
    await db.destroy();
  });

  const snapshot = (thumbnail: string | null) => JSON.stringify({ design: { id: null, name: 'Home kit', document: {}, thumbnail }, players: [], extras: [], prices: {} });
  const pictureOf = async (id: string) => (await sql<{ thumbnail: string | null }>`select thumbnail from orders where id = ${id}`.execute(db)).rows[0]?.thumbnail;

  it('fills orders placed before it and follows their snapshot', async () => {
    const migrator = new Migrator({ db, provider: migrationProvider });
    const before = await migrator.migrateTo('0011_customer_images');
    expect(before.error).toBeUndefined();
    const { rows: tenants } = await sql<{ id: string }>`insert into tenants (slug, name, palette_color) values ('kampot', 'Kampot', '#123456') returning id`.execute(db);
    const tenantId = tenants[0]!.id;
    const { rows: users } = await sql<{ id: string }>`insert into users (tenant_id, first_name, last_name, email, password_hash) values (${tenantId}, 'Dara', 'Sok', 'dara@kampot.test', 'x') returning id`.execute(db);
    const placeOrder = async (number: number, thumbnail: string | null) => {
      const { rows } = await sql<{ id: string }>`insert into orders (tenant_id, user_id, number, product, product_type, model, status, quantity, total_price_cents, grand_total_cents, address, phone, snapshot, idempotency_key, request_hash, designed_at)
        values (${tenantId}, ${users[0]!.id}, ${number}, 'soccer', 'jersey', 'Home kit', 'REVIEWING', 12, 1200, 1200, 'Street 1', '012345678', ${snapshot(thumbnail)}::jsonb, ${`key-${number}`}, 'hash', now()) returning id`.execute(db);
      return rows[0]!.id;
    };
    const pictured = await placeOrder(1001, 'data:image/png;base64,AAAA');
    const bare = await placeOrder(1002, null);

    const after = await migrator.migrateToLatest();
    expect(after.error).toBeUndefined();
    expect(await pictureOf(pictured)).toBe('data:image/png;base64,AAAA');
    expect(await pictureOf(bare)).toBeNull();

    expect(await pictureOf(await placeOrder(1003, 'data:image/png;base64,BBBB'))).toBe('data:image/png;base64,BBBB');
    await sql`update orders set snapshot = ${snapshot('data:image/png;base64,CCCC')}::jsonb where id = ${bare}`.execute(db);
    expect(await pictureOf(bare)).toBe('data:image/png;base64,CCCC');
    // Written by the database alone: nobody can store a picture the snapshot does not hold.
    await expect(sql`update orders set thumbnail = 'data:image/png;base64,DDDD' where id = ${bare}`.execute(db)).rejects.toThrow(/can only be updated to DEFAULT/);
  });
});
