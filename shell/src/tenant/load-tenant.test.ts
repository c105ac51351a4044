import { SOCIAL_NETWORKS } from '@teamwear/shared/contracts';
import { contactOf, socialOf } from './load-tenant';
import { SOCIAL_NETWORK_ORDER } from './social-networks';

describe("the shop's contact details from whoami", () => {
  it('keeps what the shop gives, trimmed', () => {
    expect(contactOf({ address: ' No. 12, Sivatha Boulevard ', hours: 'Mon–Sat', phone: '+855 63 760 120', email: 'hello@angkor.test' })).toEqual({
      address: 'No. 12, Sivatha Boulevard',
      hours: 'Mon–Sat',
      phone: '+855 63 760 120',
      email: 'hello@angkor.test',
      translations: { kh: { address: null, hours: null } },
    });
  });

  it('keeps the address and hours the shop writes in Khmer, for a page in Khmer', () => {
    const contact = contactOf({ address: 'No. 12', hours: 'Mon–Sat', translations: { kh: { address: ' ផ្ទះលេខ 12 ', hours: '' } } });
    expect(contact.translations).toEqual({ kh: { address: 'ផ្ទះលេខ 12', hours: null } });
  });

  it('reads a field left out, null or blank as one the shop does not give', () => {
    const none = { address: null, hours: null, phone: null, email: null, translations: { kh: { address: null, hours: null } } };
    expect(contactOf({ address: null, phone: '   ' })).toEqual(none);
    expect(contactOf()).toEqual(none);
  });
});

describe("the shop's social links from whoami", () => {
  it('keeps https links and leaves out anything else, or everything from an API from before', () => {
    expect(socialOf({ facebook: 'https://facebook.com/angkor', instagram: 'javascript:alert(1)', website: 'http://angkor.example' })).toEqual({
      facebook: 'https://facebook.com/angkor',
      instagram: null,
      tiktok: null,
      telegram: null,
      youtube: null,
      website: null,
    });
    expect(Object.values(socialOf())).toEqual([null, null, null, null, null, null]);
  });
});

it('the shell lists the networks the contract names', () => {
  expect(SOCIAL_NETWORK_ORDER).toEqual(SOCIAL_NETWORKS);
});
