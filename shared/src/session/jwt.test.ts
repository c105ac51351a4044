import { decodeAccessToken, isAdmin, isTokenUnexpired } from './jwt';
import { fakeAccessToken, nowSeconds } from './test-tokens';

/** A token whose payload is `payload` as UTF-8 JSON in base64url, as the API signs it. */
function tokenWith(payload: object): string {
  const base64url = (text: string) => {
    const binary = String.fromCharCode(...new TextEncoder().encode(text));
    return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  };
  return `${base64url(JSON.stringify({ alg: 'ES256', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}.signature`;
}

describe('access token claims', () => {
  it('reads the claims, Khmer names included', () => {
    const claims = decodeAccessToken(tokenWith({ sub: 'u1', given_name: 'សុខ', family_name: 'ដារា', exp: 2_000_000_000 }));
    expect(claims).toMatchObject({ sub: 'u1', given_name: 'សុខ', family_name: 'ដារា', exp: 2_000_000_000 });
  });

  it('answers null for what is not a token', () => {
    for (const bad of ['', 'abc', 'a.!!!.c', `${tokenWith({}).split('.')[0]}.bnVsbA.sig`]) expect(decodeAccessToken(bad)).toBeNull();
  });

  it('is valid only while exp is later than now (docs/product.md §5)', () => {
    const now = nowSeconds();
    expect(isTokenUnexpired(decodeAccessToken(fakeAccessToken({ exp: now + 60 })), now)).toBe(true);
    expect(isTokenUnexpired(decodeAccessToken(fakeAccessToken({ exp: now })), now)).toBe(false);
    expect(isTokenUnexpired(decodeAccessToken(tokenWith({ sub: 'u1' })), now)).toBe(false);
    expect(isTokenUnexpired(null, now)).toBe(false);
  });

  it('is an admin when ADMIN is among the roles of this client (docs/product.md §6)', () => {
    expect(isAdmin(decodeAccessToken(fakeAccessToken({ exp: nowSeconds() + 60, admin: true })))).toBe(true);
    expect(isAdmin(decodeAccessToken(fakeAccessToken({ exp: nowSeconds() + 60 })))).toBe(false);
    expect(isAdmin(decodeAccessToken(tokenWith({ resource_access: { provider: { roles: ['ADMIN'] } } })))).toBe(false);
  });
});
