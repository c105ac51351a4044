import { newShopKey, oldKeysOf, rotatedKeys, shopKeyOpens, type ShopKeyRow } from './shop-keys';
import { SHOP_KEY_PATTERN } from '@teamwear/shared/contracts';

const at = (iso: string) => new Date(iso);
const NEVER_ROTATED: ShopKeyRow = { slug: 'angkor', shop_key: 'sk_first', previous_shop_key: null, previous_shop_key_until: null, slug_key_until: null };

describe('shop keys', () => {
  it('makes keys of the public form, a new one each time', () => {
    const keys = new Set(Array.from({ length: 50 }, newShopKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(SHOP_KEY_PATTERN);
  });

  it('takes the key and, until the first rotation, the slug', () => {
    const now = at('2026-11-28T12:00:00Z');
    expect(shopKeyOpens(NEVER_ROTATED, 'sk_first', now)).toBe(true);
    expect(shopKeyOpens(NEVER_ROTATED, 'angkor', now)).toBe(true);
    expect(shopKeyOpens(NEVER_ROTATED, 'mekong', now)).toBe(false);
    expect(oldKeysOf(NEVER_ROTATED, now)).toEqual([{ key: 'angkor', stopsAt: null }]);
  });

  it('keeps the rotated-away key and the slug for 48 hours, then neither', () => {
    const now = at('2026-11-28T12:00:00Z');
    const rotated = { ...NEVER_ROTATED, ...rotatedKeys(NEVER_ROTATED, now) };
    expect(rotated.shop_key).not.toBe('sk_first');
    expect(oldKeysOf(rotated, now)).toEqual([
      { key: 'sk_first', stopsAt: '2026-11-30T12:00:00.000Z' },
      { key: 'angkor', stopsAt: '2026-11-30T12:00:00.000Z' },
    ]);
    const justBefore = at('2026-11-30T11:59:59Z');
    const after = at('2026-11-30T12:00:00Z');
    expect([shopKeyOpens(rotated, 'sk_first', justBefore), shopKeyOpens(rotated, 'angkor', justBefore)]).toEqual([true, true]);
    expect([shopKeyOpens(rotated, 'sk_first', after), shopKeyOpens(rotated, 'angkor', after), shopKeyOpens(rotated, rotated.shop_key, after)]).toEqual([false, false, true]);
    expect(oldKeysOf(rotated, after)).toEqual([]);
  });

  it('a second rotation stops the first old key and keeps the slug’s end as it was', () => {
    const first = { ...NEVER_ROTATED, ...rotatedKeys(NEVER_ROTATED, at('2026-11-28T12:00:00Z')) };
    const second = { ...first, ...rotatedKeys(first, at('2026-11-29T12:00:00Z')) };
    expect(shopKeyOpens(second, 'sk_first', at('2026-11-29T12:00:01Z'))).toBe(false);
    expect(shopKeyOpens(second, first.shop_key, at('2026-12-01T11:00:00Z'))).toBe(true);
    expect(second.slug_key_until?.toISOString()).toBe('2026-11-30T12:00:00.000Z');
  });
});
