import { contactOf } from './load-tenant';

describe("the shop's contact details from whoami", () => {
  it('keeps what the shop gives, trimmed', () => {
    expect(contactOf({ address: ' No. 12, Sivatha Boulevard ', hours: 'Mon–Sat', phone: '+855 63 760 120', email: 'hello@angkor.test' })).toEqual({
      address: 'No. 12, Sivatha Boulevard',
      hours: 'Mon–Sat',
      phone: '+855 63 760 120',
      email: 'hello@angkor.test',
    });
  });

  it('reads a field left out, null or blank as one the shop does not give', () => {
    expect(contactOf({ address: null, phone: '   ' })).toEqual({ address: null, hours: null, phone: null, email: null });
    expect(contactOf()).toEqual({ address: null, hours: null, phone: null, email: null });
  });
});
