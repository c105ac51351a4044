import { randomBytes } from 'node:crypto';
import { SHOP_KEY_GRACE_HOURS, type ShopKeyStillTaken } from '@teamwear/shared/contracts';
import type { TenantRow } from '../db/schema';

/** A shop's key row: what says which keys name it, and until when. */
export type ShopKeyRow = Pick<TenantRow, 'slug' | 'shop_key' | 'previous_shop_key' | 'previous_shop_key_until' | 'slug_key_until'>;

export const SHOP_KEY_GRACE_MS = SHOP_KEY_GRACE_HOURS * 3_600_000;

/** A new public key: `sk_` and 18 random bytes (144 bits) in base64url, 27 characters. */
export function newShopKey(): string {
  return `sk_${randomBytes(18).toString('base64url')}`;
}

/**
 * Whether `key` names this shop at `now`: its key; the key rotated away, until its grace ends; the
 * slug, which partner pages passed before shops had keys, until the grace of the first rotation
 * ends (for ever while the shop has never rotated).
 */
export function shopKeyOpens(shop: ShopKeyRow, key: string, now: Date): boolean {
  if (key === shop.shop_key) return true;
  if (key === shop.previous_shop_key) return shop.previous_shop_key_until !== null && shop.previous_shop_key_until > now;
  if (key === shop.slug) return shop.slug_key_until === null || shop.slug_key_until > now;
  return false;
}

/** The keys partner pages may still pass besides the shop's key, soonest to stop first. */
export function oldKeysOf(shop: ShopKeyRow, now: Date): ShopKeyStillTaken[] {
  const old: ShopKeyStillTaken[] = [];
  if (shop.previous_shop_key && shop.previous_shop_key_until && shop.previous_shop_key_until > now) {
    old.push({ key: shop.previous_shop_key, stopsAt: shop.previous_shop_key_until.toISOString() });
  }
  if (shop.slug_key_until === null) old.push({ key: shop.slug, stopsAt: null });
  else if (shop.slug_key_until > now) old.push({ key: shop.slug, stopsAt: shop.slug_key_until.toISOString() });
  return old;
}

/**
 * The columns a rotation writes: a new key; the current one taken for the grace period (a key
 * rotated away before and still in its grace stops now: one old key at a time); the slug's grace
 * set at the first rotation and kept after.
 */
export function rotatedKeys(shop: ShopKeyRow, now: Date): Pick<ShopKeyRow, 'shop_key' | 'previous_shop_key' | 'previous_shop_key_until' | 'slug_key_until'> {
  const until = new Date(now.getTime() + SHOP_KEY_GRACE_MS);
  return { shop_key: newShopKey(), previous_shop_key: shop.shop_key, previous_shop_key_until: until, slug_key_until: shop.slug_key_until ?? until };
}
