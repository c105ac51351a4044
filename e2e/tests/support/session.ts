import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_CUSTOMER } from './env';

/** Signs the demo customer in through the API and stores the session as the shell does. */
export async function signInThroughApi(page: Page, request: APIRequestContext, origin: string, user = DEMO_CUSTOMER): Promise<void> {
  const response = await request.post(`${origin}/api/accounts/token`, {
    data: { email: user.email, password: user.password, clientId: 'web' },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
  const tokens = (await response.json()) as { access_token: string; refresh_token: string };
  await page.goto(`${origin}/`);
  await page.evaluate((session) => localStorage.setItem('teamwear.session', JSON.stringify(session)), {
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
  });
}

export const SESSION_KEY = 'teamwear.session';

export interface StoredSession {
  access_token: string;
  refresh_token: string;
}

/** The session the shell keeps in local storage, or null. */
export async function storedSession(page: Page): Promise<StoredSession | null> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
  return raw ? (JSON.parse(raw) as StoredSession) : null;
}

/** The claims of an access token (decoded, not verified: the browser does the same). */
export function claimsOf(accessToken: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** The same token with another exp (its signature then no longer matches: the API refuses it). */
export function copyWithExp(accessToken: string, exp: number): string {
  const [header, , signature] = accessToken.split('.');
  const claims = { ...claimsOf(accessToken), exp };
  return `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
}

/** The same token with its exp in the past: the shell must treat it as expired and refresh. */
export function expiredCopyOf(accessToken: string): string {
  return copyWithExp(accessToken, Math.floor(Date.now() / 1000) - 60);
}

/** Signs in through the API and answers the token pair, without touching the page. */
export async function tokensFromApi(request: APIRequestContext, origin: string, user = DEMO_CUSTOMER): Promise<StoredSession> {
  const response = await request.post(`${origin}/api/accounts/token`, {
    data: { email: user.email, password: user.password, clientId: 'web' },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
  const body = (await response.json()) as StoredSession;
  return { access_token: body.access_token, refresh_token: body.refresh_token };
}
