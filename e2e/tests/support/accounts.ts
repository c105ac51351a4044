import { expect, type APIRequestContext } from '@playwright/test';
import { SHOP_ONE } from './env';
import { tokensFromApi } from './session';

export interface Customer {
  email: string;
  password: string;
}

let registered = 0;

/** A new customer of the shop, of this test alone (nothing another test does can change what it sees). */
export async function registerCustomer(request: APIRequestContext, prefix: string, origin = SHOP_ONE): Promise<Customer> {
  registered += 1;
  const user = { email: `${prefix}-${Date.now()}-${process.pid}-${registered}@example.test`, password: 'Teamwear#2026pass' };
  const response = await request.post(`${origin}/api/accounts/register`, {
    data: { firstName: 'Sophea', lastName: 'Chan', phoneNumber: '+855 12 111 222', email: user.email, password: user.password, confirmPassword: user.password },
  });
  expect(response.status()).toBe(201);
  return user;
}

/** The Authorization header of a fresh session of the customer (another "device"). */
export async function bearerOf(request: APIRequestContext, user: Customer, origin = SHOP_ONE): Promise<Record<string, string>> {
  const tokens = await tokensFromApi(request, origin, user);
  return { Authorization: `Bearer ${tokens.access_token}` };
}
