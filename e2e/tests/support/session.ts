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
