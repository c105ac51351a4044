import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { openDatabase } from '../database';
import type { Db } from '../schema';
import { migrationProvider } from './index';

// Pictures uploaded before 0027 had one list of tags, English and Khmer mixed: each tag is filed
// under its language by its script. Templates there were stay published (customers keep them).
describe('migration 0027: tags per language, templates published or not', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDatabase({ kind: 'memory' });
  });
  afterAll(async () => {
    await db.destroy();
  });

  it('files the tags there were by their script and keeps the templates there were published', async () => {
    const migrator = new Migrator({ db, provider: migrationProvider });
    const before = await migrator.migrateTo('0022_shop_roles_audit');
    expect(before.error).toBeUndefined();
    const { rows: tenants } = await sql<{ id: string }>`insert into tenants (slug, name, palette_color) values ('kampot', 'Kampot', '#123456') returning id`.execute(db);
    const tenantId = tenants[0]!.id;
    await sql`insert into library_images (tenant_id, type, transparent, tags, content_type, width, height, data)
      values (${tenantId}, 'vector', true, array['Lion', 'តោ', 'Angkor អង្គរ', 'crest'], 'image/svg+xml', 10, 10, '\\x00'::bytea)`.execute(db);
    await sql`insert into templates (tenant_id, type, name) values (${tenantId}, 'SOCCER_KIT', 'Classic')`.execute(db);

    const after = await migrator.migrateToLatest();
    expect(after.error).toBeUndefined();
    const picture = (await sql<{ tags_en: string[]; tags_kh: string[]; tags: string[] }>`select tags_en, tags_kh, tags from library_images`.execute(db)).rows[0];
    expect(picture).toEqual({ tags_en: ['Lion', 'crest'], tags_kh: ['តោ', 'Angkor អង្គរ'], tags: ['Lion', 'តោ', 'Angkor អង្គរ', 'crest'] });
    const template = (await sql<{ published: boolean }>`select published from templates`.execute(db)).rows[0];
    expect(template?.published).toBe(true);
    await sql`insert into templates (tenant_id, type, name) values (${tenantId}, 'SOCCER_KIT', 'New')`.execute(db);
    expect((await sql<{ published: boolean }>`select published from templates where name = 'New'`.execute(db)).rows[0]?.published).toBe(true);
  });
});
