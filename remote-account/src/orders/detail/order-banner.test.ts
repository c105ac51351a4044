import { ORDER_STATUSES } from '@teamwear/shared/contracts';
import { en } from '../../strings/en';
import { kh } from '../../strings/kh';
import { orderBanner } from './order-banner';

/** The string at an i18next key (`orderPage.banner.REVIEWING.title`) of a language's tree. */
const at = (tree: unknown, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

describe("the order page's banner", () => {
  it.each(ORDER_STATUSES.map((status) => [status]))('has words for %s in English and Khmer, naming the order', (status) => {
    const banner = orderBanner(status);
    for (const tree of [en, kh]) {
      expect(at(tree, banner.titleKey)).toEqual(expect.stringContaining('#{{number}}'));
      expect(at(tree, banner.detailKey)).toEqual(expect.any(String));
    }
    expect(at(kh, banner.titleKey)).not.toBe(at(en, banner.titleKey));
  });

  it('says the shop reviews the order only while it does (a canceled order said "the shop reviews it now")', () => {
    const reviewing = ORDER_STATUSES.filter((status) => {
      const banner = orderBanner(status);
      return /review/i.test(`${String(at(en, banner.titleKey))} ${String(at(en, banner.detailKey))}`);
    });
    expect(reviewing).toEqual(['REVIEWING']);
    expect(at(en, orderBanner('CANCELED').titleKey)).toBe('Order #{{number}} was canceled');
    expect(at(en, orderBanner('APPROVED').titleKey)).toBe('The shop approved order #{{number}}');
  });

  it('gives each status its own words, and a refused order the tone of an error', () => {
    const titles = ORDER_STATUSES.map((status) => at(en, orderBanner(status).titleKey));
    expect(new Set(titles).size).toBe(ORDER_STATUSES.length);
    expect(ORDER_STATUSES.map((status) => [status, orderBanner(status).tone])).toEqual([
      ['REVIEWING', 'info'],
      ['APPROVED', 'success'],
      ['REJECTED', 'error'],
      ['CANCELED', 'warning'],
      ['PROCESSING', 'info'],
      ['READY', 'success'],
      ['ON_THE_WAY', 'info'],
      ['COMPLETED', 'success'],
    ]);
  });
});
