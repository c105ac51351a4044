import fs from 'node:fs/promises';
import path from 'node:path';
import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  type CryptoKey,
  type JWK,
} from 'jose';

/** The one algorithm access tokens are signed and verified with; anything else is refused. */
export const ACCESS_TOKEN_ALG = 'ES256';

export interface SigningKeys {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  /** The public key as a JWK (for a JWKS document). */
  publicJwk: JWK;
}

async function fromPrivateJwk(jwk: JWK): Promise<SigningKeys> {
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || !jwk.d) throw new Error('The access-token key must be a P-256 private JWK');
  const { d: _d, ...publicJwk } = jwk;
  const kid = jwk.kid ?? (await calculateJwkThumbprint(publicJwk));
  const privateKey = (await importJWK(jwk, ACCESS_TOKEN_ALG)) as CryptoKey;
  const publicKey = (await importJWK(publicJwk, ACCESS_TOKEN_ALG)) as CryptoKey;
  return { kid, privateKey, publicKey, publicJwk: { ...publicJwk, kid, alg: ACCESS_TOKEN_ALG, use: 'sig' } };
}

async function generatePrivateJwk(): Promise<JWK> {
  const { privateKey } = await generateKeyPair(ACCESS_TOKEN_ALG, { extractable: true });
  const jwk = await exportJWK(privateKey);
  const { d: _d, ...publicJwk } = jwk;
  return { ...jwk, kid: await calculateJwkThumbprint(publicJwk), alg: ACCESS_TOKEN_ALG, use: 'sig' };
}

/** A fresh key pair that lives only in memory (tests). */
export async function generateSigningKeys(): Promise<SigningKeys> {
  return fromPrivateJwk(await generatePrivateJwk());
}

/**
 * The signing key: from ACCESS_TOKEN_PRIVATE_JWK when set (several instances must share one key),
 * else from `<keysDir>/access-token.jwk.json`, generated on first start (mode 0600).
 */
export async function loadOrCreateSigningKeys(keysDir: string, envJwk?: string): Promise<SigningKeys> {
  if (envJwk) return fromPrivateJwk(JSON.parse(envJwk) as JWK);
  const file = path.join(keysDir, 'access-token.jwk.json');
  try {
    return await fromPrivateJwk(JSON.parse(await fs.readFile(file, 'utf8')) as JWK);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await fs.mkdir(keysDir, { recursive: true, mode: 0o700 });
  const jwk = await generatePrivateJwk();
  try {
    await fs.writeFile(file, JSON.stringify(jwk, null, 2), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process won the race: use its key.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return loadOrCreateSigningKeys(keysDir);
    throw error;
  }
  return fromPrivateJwk(jwk);
}
