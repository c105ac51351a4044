import { expect, test, type Page } from '@playwright/test';
import { DEMO_CUSTOMER, SHOP_ONE } from './support/env';
import { linkMailedTo } from './support/mail';
import { claimsOf, copyWithExp, expiredCopyOf, SESSION_KEY, signInThroughApi, storedSession, tokensFromApi, type StoredSession } from './support/session';

const ADMIN = { email: 'admin@angkor.test', password: 'Admin#2026pass' };

/** The page's own form (the header also has a "Sign in" button). */
const form = (page: Page) => page.locator('#content form');

async function signInWith(page: Page, email: string, password: string): Promise<void> {
  await form(page).getByLabel('Email').fill(email);
  await form(page).getByLabel('Password', { exact: true }).fill(password);
  await form(page).getByRole('button', { name: 'Sign in' }).click();
}

async function storeSession(page: Page, session: StoredSession): Promise<void> {
  await page.goto('/auth/signin');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SESSION_KEY, JSON.stringify(session)] as const);
}

test.describe('accounts and sessions', () => {
  test('a visitor signs up, signs in, reaches the dashboard, stays signed in across a reload and signs out', async ({ page }) => {
    const email = `e2e-${Date.now()}@example.test`;
    const password = 'Sportswear#2026';

    await page.goto('/me/dashboard');
    await expect(page).toHaveURL(`${SHOP_ONE}/auth/signin?redirect_to=%2Fme%2Fdashboard`);
    await page.locator('#content').getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(`${SHOP_ONE}/auth/signup?redirect_to=%2Fme%2Fdashboard`);

    await form(page).getByLabel('First name').fill('Sokha');
    await form(page).getByLabel('Last name').fill('Chan');
    await form(page).getByLabel('Phone number').fill('012 345 678');
    await form(page).getByLabel('Email').fill(email);
    await form(page).getByLabel('Password', { exact: true }).fill(password);
    await form(page).getByLabel('Confirm password').fill(password);
    await form(page).getByRole('button', { name: 'Sign up' }).click();

    await expect(page).toHaveURL(`${SHOP_ONE}/auth/signin?redirect_to=%2Fme%2Fdashboard`);
    await expect(page.locator('#content').getByText('Registration done: please go to sign in')).toBeVisible();
    await expect(form(page).getByLabel('Email')).toHaveValue(email);
    await form(page).getByLabel('Password', { exact: true }).fill(password);
    await form(page).getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL(`${SHOP_ONE}/me/dashboard`);
    await expect(page.getByText('Welcome back, Sokha')).toBeVisible();
    expect(await storedSession(page)).not.toBeNull();

    await page.reload();
    await expect(page).toHaveURL(`${SHOP_ONE}/me/dashboard`);
    await expect(page.getByText('Welcome back, Sokha')).toBeVisible();

    const destroy = page.waitForRequest((r) => r.url().endsWith('/api/accounts/token/destroy'));
    await page.getByTestId('user-menu-button').click();
    await expect(page.getByTestId('user-menu-identity')).toContainText(email);
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('dialog', { name: 'Confirmation' }).getByRole('button', { name: 'Yes' }).click();
    const destroyed = await destroy;
    expect(destroyed.postDataJSON()).toEqual({ token: expect.any(String) });
    await expect(page).toHaveURL(`${SHOP_ONE}/`);
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(await storedSession(page)).toBeNull();

    await page.goto('/me/dashboard');
    await expect(page).toHaveURL(`${SHOP_ONE}/auth/signin?redirect_to=%2Fme%2Fdashboard`);
  });

  test('sign-in returns to redirect_to', async ({ page }) => {
    await page.goto('/me/players');
    await expect(page).toHaveURL(`${SHOP_ONE}/auth/signin?redirect_to=%2Fme%2Fplayers`);
    await signInWith(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    await expect(page).toHaveURL(`${SHOP_ONE}/me/players`);
    const session = await storedSession(page);
    expect(claimsOf(session?.access_token ?? '').email).toBe(DEMO_CUSTOMER.email);
  });

  test('a wrong password says so and keeps the visitor signed out', async ({ page }) => {
    await page.goto('/auth/signin');
    // An unknown address: a wrong password for a real user would count towards locking it.
    await signInWith(page, 'nobody@angkor.test', 'Not-the-password-1');
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(form(page).getByLabel('Password', { exact: true })).toHaveValue('');
    expect(await storedSession(page)).toBeNull();
  });

  test('a new account confirms its email with the mailed link, and the reminder goes away', async ({ page, request }) => {
    const user = { email: `confirm-${Date.now()}@example.test`, password: 'Sportswear#2026' };
    const registered = await request.post(`${SHOP_ONE}/api/accounts/register`, {
      data: { firstName: 'Bopha', lastName: 'Ly', phoneNumber: '012 345 678', email: user.email, password: user.password, confirmPassword: user.password },
    });
    expect(registered.status()).toBe(201);
    await signInThroughApi(page, request, SHOP_ONE, user);
    await page.goto('/me/dashboard');
    const banner = page.getByTestId('email-confirmation-banner');
    await expect(banner).toContainText(`Please confirm your email address: we sent a link to ${user.email}.`);

    const link = await linkMailedTo(user.email, '/auth/verifyemail');
    expect(new URL(link).origin).toBe(SHOP_ONE);
    await page.goto(link);
    await expect(page.getByText('Your email is confirmed. Thank you!')).toBeVisible();
    await page.getByRole('link', { name: 'Go to my dashboard' }).click();
    await expect(page).toHaveURL(`${SHOP_ONE}/me/dashboard`);
    await expect(page.getByText('Welcome back, Bopha')).toBeVisible();
    await expect(banner).toHaveCount(0);

    // The link works once.
    await page.goto(link);
    await expect(page.getByText('This link is invalid or has expired')).toBeVisible();
  });

  test('an administrator cannot sign in to the customer app', async ({ page }) => {
    await page.goto('/auth/signin?redirect_to=%2Fme%2Fdashboard');
    await signInWith(page, ADMIN.email, ADMIN.password);
    await expect(page.getByRole('alert')).toHaveText('This app is for customers. Administrators work in the back office.');
    await expect(page).toHaveURL(`${SHOP_ONE}/auth/signin?redirect_to=%2Fme%2Fdashboard`);
    expect(await storedSession(page)).toBeNull();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  });

  test('an expired access token is refreshed silently at start-up', async ({ page, request }) => {
    const tokens = await tokensFromApi(request, SHOP_ONE);
    await storeSession(page, { access_token: expiredCopyOf(tokens.access_token), refresh_token: tokens.refresh_token });
    const refreshes: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/accounts/refreshtoken')) refreshes.push(r.url());
    });

    await page.goto('/me/dashboard');
    await expect(page).toHaveURL(`${SHOP_ONE}/me/dashboard`);
    // The details were fetched before mounting: the dashboard greets the user by name.
    await expect(page.getByText(/^Welcome back, \S+/)).toBeVisible();
    expect(refreshes).toHaveLength(1);
    const after = await storedSession(page);
    expect(after?.refresh_token).not.toBe(tokens.refresh_token);
    expect(Number(claimsOf(after?.access_token ?? '').exp)).toBeGreaterThan(Date.now() / 1000);
  });

  test('an expired stored token is refreshed before the details are asked: no 401 in the console', async ({ page, request }) => {
    const tokens = await tokensFromApi(request, SHOP_ONE);
    await storeSession(page, { access_token: expiredCopyOf(tokens.access_token), refresh_token: tokens.refresh_token });
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 401) refused.push(`${response.request().method()} ${new URL(response.url()).pathname}`);
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    await page.goto('/me/dashboard');
    await expect(page.getByText(/^Welcome back, \S+/)).toBeVisible();
    expect(refused).toEqual([]);
    expect(errors.filter((text) => text.includes('401'))).toEqual([]);
  });

  test('an access token the API refuses is refreshed once and the call retried', async ({ page, request }) => {
    const tokens = await tokensFromApi(request, SHOP_ONE);
    // Unexpired by its claims, so start-up keeps it; but its signature no longer matches, so the
    // details call answers 401 and the client refreshes, then retries.
    const refused = copyWithExp(tokens.access_token, Math.floor(Date.now() / 1000) + 3600);
    await storeSession(page, { access_token: refused, refresh_token: tokens.refresh_token });
    const statuses: string[] = [];
    page.on('response', (r) => {
      const path = new URL(r.url()).pathname;
      if (path === '/api/accounts/details' || path === '/api/accounts/refreshtoken') statuses.push(`${path} ${r.status()}`);
    });

    await page.goto('/me/dashboard');
    await expect(page).toHaveURL(`${SHOP_ONE}/me/dashboard`);
    await expect(page.getByText(/^Welcome back, \S+/)).toBeVisible();
    expect(statuses).toEqual(['/api/accounts/details 401', '/api/accounts/refreshtoken 200', '/api/accounts/details 200']);
    expect((await storedSession(page))?.access_token).not.toBe(refused);
  });

  test('a refused refresh token clears the session and leads to sign-in', async ({ page }) => {
    // Any well-formed token will do: only its exp is read before the refresh.
    const stale = `e30.${Buffer.from(JSON.stringify({ exp: 1 })).toString('base64url')}.x`;
    await storeSession(page, { access_token: stale, refresh_token: 'not-a-refresh-token' });
    await page.goto('/me/dashboard');
    await expect(page).toHaveURL(`${SHOP_ONE}/auth/signin?redirect_to=%2Fme%2Fdashboard`);
    expect(await storedSession(page)).toBeNull();
  });
});

test.describe('sign-in pages', () => {
  test('sign-up checks every field before calling the API', async ({ page }) => {
    let registerCalls = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/accounts/register')) registerCalls += 1;
    });
    await page.goto('/auth/signup');
    await form(page).getByRole('button', { name: 'Sign up' }).click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Phone number is required',
      'Email is required',
      'Password is required',
      'Confirm password is required',
    ]) {
      await expect(form(page).getByText(message, { exact: true })).toBeVisible();
    }
    await form(page).getByLabel('Phone number').fill('call me');
    await form(page).getByLabel('Email').fill('not-an-email');
    await form(page).getByLabel('Password', { exact: true }).fill('short');
    await form(page).getByLabel('Confirm password').fill('different');
    await form(page).getByRole('button', { name: 'Sign up' }).click();
    await expect(form(page).getByText('Phone number is invalid')).toBeVisible();
    await expect(form(page).getByText('Email is invalid')).toBeVisible();
    await expect(form(page).getByText('Password must be at least 10 characters')).toBeVisible();
    await expect(form(page).getByText('The password confirmation is incorrect')).toBeVisible();
    expect(registerCalls).toBe(0);
  });

  test('the sign-in page speaks Khmer', async ({ page }) => {
    await page.goto('/auth/signin');
    await page.evaluate(() => localStorage.setItem('lang', 'kh'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ចូលគណនី');
    await form(page).getByRole('button', { name: 'ចូលគណនី' }).click();
    await expect(form(page).getByText('តម្រូវឱ្យបញ្ចូលអ៊ីមែល')).toBeVisible();
    await expect(form(page).getByText('តម្រូវឱ្យបញ្ចូលពាក្យសម្ងាត់')).toBeVisible();
  });

  test('forgot password answers that the link was sent', async ({ page }) => {
    await page.goto('/auth/signin');
    await form(page).getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(`${SHOP_ONE}/auth/forgotpassword`);
    await form(page).getByRole('button', { name: 'Send reset link' }).click();
    await expect(form(page).getByText('Please input your email')).toBeVisible();
    await form(page).getByLabel('Email').fill('someone@example.test');
    await form(page).getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Password reset link sent')).toBeVisible();
  });

  test('mailed links without a usable token say so instead of showing a blank page', async ({ page }) => {
    await page.goto('/auth/resetpassword');
    await expect(page.getByText('This link is incomplete. Open it again from your email.')).toBeVisible();
    await page.goto('/auth/unlock?token=not-a-real-token');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unlock your account');
    await expect(page.locator('.ant-result-error .ant-result-title')).not.toBeEmpty();
    await page.goto('/auth/otp');
    await expect(page.getByText('This step has expired. Please sign in again.')).toBeVisible();
  });
});

// OTP and terms steps happen only on shops that ask for them (not the e2e shops): the API's
// answers for the extra step are given here, in the contract's shapes; the tokens are real.
test.describe('extra sign-in steps', () => {
  test('a sign-in that needs a one-time code finishes on /auth/otp', async ({ page, request }) => {
    const tokens = await tokensFromApi(request, SHOP_ONE);
    const confirmations: Record<string, string>[] = [];
    let resent = 0;
    await page.route('**/api/accounts/token', (route) =>
      route.fulfill({ status: 403, json: { code: 'OTP_REQUIRED', message: 'Enter the code we sent to your email', username: DEMO_CUSTOMER.email } }),
    );
    await page.route('**/api/oauth/resendotp', (route) => {
      resent += 1;
      return route.fulfill({ status: 200, json: { message: 'If a code is due, it is on its way' } });
    });
    await page.route('**/api/oauth/confirmotp', (route) => {
      const headers = route.request().headers();
      confirmations.push(headers);
      return headers['otp-token'] === '246810'
        ? route.fulfill({ status: 200, json: { ...tokens, expires_in: 300, token_type: 'Bearer' } })
        : route.fulfill({ status: 401, json: { code: 'INVALID_CREDENTIALS', message: 'The code is wrong or has expired' } });
    });

    await page.goto('/auth/signin?redirect_to=%2Fme%2Fsetting');
    await signInWith(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    await expect(page).toHaveURL(`${SHOP_ONE}/auth/otp?redirect_to=%2Fme%2Fsetting`);
    await expect(page.getByText(`We sent a one-time code to ${DEMO_CUSTOMER.email}.`)).toBeVisible();

    await form(page).getByRole('button', { name: 'Send a new code' }).click();
    await expect(page.getByText('A new code was sent to your email')).toBeVisible();
    expect(resent).toBe(1);

    await form(page).getByLabel('One-time code').fill('12');
    await form(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(form(page).getByText('The code must be 6 digits')).toBeVisible();
    await form(page).getByLabel('One-time code').fill('111111');
    await form(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('alert')).toHaveText('The code is wrong or has expired');

    await form(page).getByLabel('One-time code').fill('246810');
    await form(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(`${SHOP_ONE}/me/setting`);
    expect(confirmations.at(-1)).toMatchObject({ username: DEMO_CUSTOMER.email, 'otp-token': '246810', 'client-id': 'web' });
    expect((await storedSession(page))?.refresh_token).toBe(tokens.refresh_token);
  });

  test('a sign-in that needs the new terms finishes once they are accepted', async ({ page, request }) => {
    const tokens = await tokensFromApi(request, SHOP_ONE);
    const authorizations: (string | undefined)[] = [];
    await page.route('**/api/accounts/token', (route) =>
      route.fulfill({ status: 403, json: { code: 'TERMS_REQUIRED', message: 'Please accept the updated terms and conditions', termsToken: 'terms-token-1' } }),
    );
    await page.route('**/api/oauth/termsandconditions', (route) => {
      authorizations.push(route.request().headers().authorization);
      return route.fulfill({
        status: 200,
        json: { data: { version: '2026-02', title: 'Terms of sale', body: 'Orders are made to measure.\nNo refunds on printed names.', publishedAt: '2026-02-01T00:00:00Z' } },
      });
    });
    await page.route('**/api/oauth/accepttermsandconditions', (route) => {
      authorizations.push(route.request().headers().authorization);
      return route.fulfill({ status: 200, json: { ...tokens, expires_in: 300, token_type: 'Bearer' } });
    });

    await page.goto('/auth/signin?redirect_to=%2Fme%2Fdashboard');
    await signInWith(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    await expect(page).toHaveURL(`${SHOP_ONE}/auth/terms?redirect_to=%2Fme%2Fdashboard`);
    await expect(page.getByRole('heading', { name: 'Terms of sale' })).toBeVisible();
    await expect(page.getByTestId('terms-body')).toContainText('No refunds on printed names.');
    await page.getByRole('button', { name: 'I accept' }).click();
    await expect(page).toHaveURL(`${SHOP_ONE}/me/dashboard`);
    expect(authorizations).toEqual(['Bearer terms-token-1', 'Bearer terms-token-1']);
  });
});
