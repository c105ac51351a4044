import { mailtoHref, telHref } from './contact-links';

describe('contact links', () => {
  it('dials a phone number as written by the shop, separators left out', () => {
    expect(telHref('+855 63 760 120')).toBe('tel:+85563760120');
    expect(telHref(' (023) 990-451 ')).toBe('tel:023990451');
    expect(telHref('ask at the counter')).toBeNull();
  });

  it('mails one address, and nothing that is not one', () => {
    expect(mailtoHref(' hello@angkor.test ')).toBe('mailto:hello@angkor.test');
    expect(mailtoHref('hello@angkor.test, sales@angkor.test')).toBeNull();
    expect(mailtoHref('hello at angkor')).toBeNull();
  });
});
