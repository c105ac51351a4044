/** Unsigned JWT-shaped tokens for unit tests (shared and shell): the browser only decodes claims. */
export function fakeAccessToken(claims: { exp: number; admin?: boolean; shopRole?: 'OWNER' | 'STAFF' | 'PRODUCTION'; sub?: string; client?: 'web' | 'provider'; name?: [string, string] }): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const payload = {
    sub: claims.sub ?? 'user-1',
    exp: claims.exp,
    ...(claims.name ? { given_name: claims.name[0], family_name: claims.name[1], email: `${claims.name[0].toLowerCase()}@example.test` } : {}),
    resource_access: { [claims.client ?? 'web']: { roles: claims.admin ? ['ADMIN', ...(claims.shopRole ? [claims.shopRole] : []), 'USER'] : ['USER'] } },
  };
  return `${encode({ alg: 'ES256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
