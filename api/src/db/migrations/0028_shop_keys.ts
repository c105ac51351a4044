import { sql, type Kysely } from 'kysely';
import { runStatements } from './tenant-tables';

// Issue 36, the shop's partner sites: the key a partner's page names the shop with
// (`X-Shop-Key`) was the shop's slug, which the shop cannot change when it leaks to a site it
// did not allow. Each shop now has a random public key (`sk_` and 18 random bytes, base64url),
// which its owner rotates in the back office:
// - `shop_key`: the key handed out; every shop there was gets one, and so does every new shop
//   (the default: gen_random_uuid is the strong random source the database has without pgcrypto;
//   the first uuid's 16 bytes carry 122 random bits, the second's first two bytes 16 more).
// - `previous_shop_key`, `previous_shop_key_until`: the key rotated away, taken until then.
// - `slug_key_until`: partner pages in the field pass the slug; it is taken as a key until the
//   shop first rotates (null), then for the same grace as the key rotated away.
const RANDOM_SHOP_KEY = `'sk_' || translate(encode(substring(decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex') from 1 for 18), 'base64'), '+/', '-_')`;
const statements: string[] = [
  `alter table tenants add column shop_key text not null default (${RANDOM_SHOP_KEY})`,
  `create unique index tenants_shop_key on tenants (shop_key)`,
  `alter table tenants add column previous_shop_key text`,
  `alter table tenants add column previous_shop_key_until timestamptz`,
  `create unique index tenants_previous_shop_key on tenants (previous_shop_key) where previous_shop_key is not null`,
  `alter table tenants add column slug_key_until timestamptz`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['slug_key_until', 'previous_shop_key_until', 'previous_shop_key', 'shop_key']) {
    await sql.raw(`alter table tenants drop column if exists ${column}`).execute(db);
  }
}
