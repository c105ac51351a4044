import type { FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import type { TenantTx } from '../db/tenant-scope';
import { hashRefreshToken, newRefreshToken } from './refresh-token';

/**
 * The device cookie: set (httpOnly, SameSite=Lax, path /api) when a browser finishes a sign-in
 * code, so that the next sign-in from it needs no code. Only its hash is stored, per user.
 */
export const DEVICE_COOKIE = 'tw_device';
const DEVICE_COOKIE_MAX_AGE = 180 * 24 * 60 * 60;
const COOKIE_VALUE = /^[A-Za-z0-9_-]{43}$/;

/** The device cookie of the request, if it has a well-formed one. */
export function deviceCookieOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const index = pair.indexOf('=');
    if (index < 0 || pair.slice(0, index).trim() !== DEVICE_COOKIE) continue;
    const value = pair.slice(index + 1).trim();
    return COOKIE_VALUE.test(value) ? value : undefined;
  }
  return undefined;
}

export function deviceCookieHeader(value: string, secure: boolean): string {
  return [
    `${DEVICE_COOKIE}=${value}`,
    'Path=/api',
    `Max-Age=${DEVICE_COOKIE_MAX_AGE}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** True when this browser finished a code for this user before (and notes that it was seen). */
export async function isKnownDevice(
  tx: TenantTx,
  clock: Clock,
  tenantId: string,
  userId: string,
  cookie: string | undefined,
): Promise<boolean> {
  if (!cookie) return false;
  const seen = await tx
    .updateTable('known_devices')
    .set({ last_seen_at: clock.now() })
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('token_hash', '=', hashRefreshToken(cookie))
    .executeTakeFirst();
  return seen.numUpdatedRows > 0n;
}

/** Remembers this browser for the user; returns the cookie value to (re)set. */
export async function rememberDevice(
  tx: TenantTx,
  clock: Clock,
  device: { tenantId: string; userId: string; cookie: string | undefined; userAgent: string | undefined },
): Promise<string> {
  const cookie = device.cookie ?? newRefreshToken();
  const now = clock.now();
  await tx
    .insertInto('known_devices')
    .values({
      tenant_id: device.tenantId,
      user_id: device.userId,
      token_hash: hashRefreshToken(cookie),
      user_agent: device.userAgent?.slice(0, 512) ?? null,
      created_at: now,
      last_seen_at: now,
    })
    .onConflict((oc) => oc.columns(['tenant_id', 'user_id', 'token_hash']).doUpdateSet({ last_seen_at: now }))
    .execute();
  return cookie;
}
