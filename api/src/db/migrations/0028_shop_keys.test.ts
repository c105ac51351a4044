import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { openDatabase } from '../database';
import type { Db } from '../schema';
import { migrationProvider } from './index';

// Shops there were get a random key each, and so does every shop made after; the slug stays taken
// (slug_key_until null) until the shop first rotates.
describe('migration 0028: a shop key per shop', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDatabase({ kind: 'memory' });
  });
  afterAll(async () => {
    await db.destroy();
  });

  it('gives every shop there was, and every new one, a key of its own', async () => {
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo('0027_shop_templates_pictures')).error).toBeUndefined();
    await sql`insert into tenants (slug, name, palette_color) values ('kampot', 'Kampot', '#123456'), ('kep', 'Kep', '#654321')`.execute(db);

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    await sql`insert into tenants (slug, name, palette_color) values ('takeo', 'Takeo', '#111111')`.execute(db);
    const shops = (await sql<{ slug: string; shop_key: string; slug_key_until: Date | null }>`select slug, shop_key, slug_key_until from tenants order by slug`.execute(db)).rows;
    expect(shops.map((shop) => shop.slug)).toEqual(['kampot', 'kep', 'takeo']);
    for (const shop of shops) {
      expect(shop.shop_key).toMatch(/^sk_[A-Za-z0-9_-]{24}$/);
      expect(shop.slug_key_until).toBeNull();
    }
    expect(new Set(shops.map((shop) => shop.shop_key)).size).toBe(3);
  });
});
