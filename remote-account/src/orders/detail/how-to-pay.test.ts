import type { ShopContact } from '@teamwear/shared/contracts';
import { payContactOf } from './how-to-pay';

const contact: ShopContact = {
  address: 'No. 12, Sivatha Boulevard',
  hours: 'Monday to Saturday',
  phone: '+855 63 760 120',
  email: 'hello@angkor.test',
  translations: { kh: { address: 'ផ្ទះលេខ 12 មហាវិថីសិវុត្ថា', hours: null } },
};

describe('how to pay the shop', () => {
  it("gives the shop's phone, email and address, the address in the page's language", () => {
    expect(payContactOf(contact, 'en')).toEqual({ phone: '+855 63 760 120', email: 'hello@angkor.test', address: 'No. 12, Sivatha Boulevard' });
    expect(payContactOf(contact, 'kh')?.address).toBe('ផ្ទះលេខ 12 មហាវិថីសិវុត្ថា');
    expect(payContactOf({ ...contact, translations: undefined }, 'kh')?.address).toBe('No. 12, Sivatha Boulevard');
  });

  it('is nothing when the shop gives no way to reach it', () => {
    expect(payContactOf({ address: null, hours: 'Mondays', phone: null, email: null }, 'en')).toBeNull();
    expect(payContactOf(null, 'en')).toBeNull();
  });
});
