import { checkPartnerOrigin, checkPartnerOrigins, isShopKeyForm, PARTNER_ORIGINS_MAX } from './partner-origin-rules';

describe('checkPartnerOrigin', () => {
  it('reads a site as the Origin its pages send: lower case, punycode, no default port, a trailing / taken', () => {
    expect(checkPartnerOrigin('  HTTPS://Club.Example.ORG/ ')).toEqual({ ok: true, origin: 'https://club.example.org' });
    expect(checkPartnerOrigin('https://club.example.org:443')).toEqual({ ok: true, origin: 'https://club.example.org' });
    expect(checkPartnerOrigin('https://club.example.org:8443')).toEqual({ ok: true, origin: 'https://club.example.org:8443' });
    expect(checkPartnerOrigin('https://bücher.example')).toEqual({ ok: true, origin: 'https://xn--bcher-kva.example' });
    expect(checkPartnerOrigin('http://localhost:3005')).toEqual({ ok: true, origin: 'http://localhost:3005' });
    expect(checkPartnerOrigin('http://127.0.0.1:3005')).toEqual({ ok: true, origin: 'http://127.0.0.1:3005' });
    expect(checkPartnerOrigin('https://[::1]:8080')).toEqual({ ok: true, origin: 'https://[::1]:8080' });
  });

  it('refuses plain http but on this computer, and what is not a whole address', () => {
    expect(checkPartnerOrigin('http://club.example.org')).toEqual({ ok: false, problem: 'notHttps' });
    expect(checkPartnerOrigin('ftp://club.example.org')).toEqual({ ok: false, problem: 'notHttps' });
    expect(checkPartnerOrigin('club.example.org')).toEqual({ ok: false, problem: 'notAddress' });
    expect(checkPartnerOrigin('https://')).toEqual({ ok: false, problem: 'notAddress' });
    expect(checkPartnerOrigin('   ')).toEqual({ ok: false, problem: 'required' });
    expect(checkPartnerOrigin(`https://${'a'.repeat(300)}.org`)).toEqual({ ok: false, problem: 'tooLong' });
  });

  it('refuses a path, query, fragment, credentials or a wildcard: the Origin never carries them', () => {
    expect(checkPartnerOrigin('https://club.example.org/shop')).toEqual({ ok: false, problem: 'notOriginOnly' });
    expect(checkPartnerOrigin('https://club.example.org?x=1')).toEqual({ ok: false, problem: 'notOriginOnly' });
    expect(checkPartnerOrigin('https://club.example.org/?')).toEqual({ ok: false, problem: 'notOriginOnly' });
    expect(checkPartnerOrigin('https://club.example.org#top')).toEqual({ ok: false, problem: 'notOriginOnly' });
    expect(checkPartnerOrigin('https://me:secret@club.example.org')).toEqual({ ok: false, problem: 'credentials' });
    expect(checkPartnerOrigin('https://*.example.org')).toEqual({ ok: false, problem: 'badHost' });
    expect(checkPartnerOrigin('https://club_site.example.org')).toEqual({ ok: false, problem: 'badHost' });
  });
});

describe('checkPartnerOrigins', () => {
  it('names each bad row, a site written twice in any spelling being the later row', () => {
    expect(checkPartnerOrigins(['https://a.example', 'http://b.example', 'https://A.example/'])).toEqual({
      origins: ['https://a.example'],
      problems: [
        { index: 1, problem: 'notHttps' },
        { index: 2, problem: 'duplicate' },
      ],
      tooMany: false,
    });
  });

  it('says when the list is longer than a shop may keep', () => {
    const many = Array.from({ length: PARTNER_ORIGINS_MAX + 1 }, (_, index) => `https://site${index}.example`);
    expect(checkPartnerOrigins(many).tooMany).toBe(true);
    expect(checkPartnerOrigins(many.slice(1)).tooMany).toBe(false);
  });
});

describe('isShopKeyForm', () => {
  it('takes a rotated key and a slug, nothing else', () => {
    expect(isShopKeyForm('sk_AbCdEfGhIjKlMnOpQrStUv-_')).toBe(true);
    expect(isShopKeyForm('angkor')).toBe(true);
    expect(isShopKeyForm('sk_short')).toBe(false);
    expect(isShopKeyForm('Angkor Athletics')).toBe(false);
  });
});
