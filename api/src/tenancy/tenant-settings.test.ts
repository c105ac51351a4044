import type { TenantRow } from '../db/schema';
import { shopContactOf } from './tenant-settings';

const shopWith = (contact: unknown) => ({ settings: { contact } }) as unknown as TenantRow;

describe("the shop's contact details (settings.contact)", () => {
  it('keeps the address and hours the shop writes in Khmer beside its English ones', () => {
    const contact = shopContactOf(
      shopWith({
        address: 'No. 12, Sivatha Boulevard',
        hours: 'Monday to Saturday, 8:00–17:30',
        email: 'hello@angkor.test',
        translations: { kh: { address: ' ផ្ទះលេខ 12 មហាវិថីសិវុត្ថា ', hours: 'ថ្ងៃច័ន្ទ ដល់ ថ្ងៃសៅរ៍ ម៉ោង 8:00–17:30' } },
      }),
    );
    expect(contact).toEqual({
      address: 'No. 12, Sivatha Boulevard',
      hours: 'Monday to Saturday, 8:00–17:30',
      phone: null,
      email: 'hello@angkor.test',
      translations: { kh: { address: 'ផ្ទះលេខ 12 មហាវិថីសិវុត្ថា', hours: 'ថ្ងៃច័ន្ទ ដល់ ថ្ងៃសៅរ៍ ម៉ោង 8:00–17:30' } },
    });
  });

  it.each([undefined, null, 'Phnom Penh', [], { translations: 'km' }, { translations: { kh: ['a'] } }, { translations: { kh: { hours: 7, address: '  ' } } }])(
    'a shop with none, or with settings that are not the right shape (%j), has no Khmer words: its English ones show',
    (contact) => {
      expect(shopContactOf(shopWith(contact)).translations).toEqual({ kh: { address: null, hours: null } });
    },
  );
});
