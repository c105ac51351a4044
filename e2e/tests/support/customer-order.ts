import { expect, type APIRequestContext } from '@playwright/test';
import { bearerOf, registerCustomer, type Customer } from './accounts';
import { SHOP_ONE } from './env';

export interface Placed {
  id: string;
  number: number;
  grandTotalCents: number;
}

/** A customer of this test whose design was set up through the API, with the order placed. */
export async function customerOrder(request: APIRequestContext, prefix: string, teamName = 'Tonle Sap FC'): Promise<{ user: Customer; order: Placed }> {
  const user = await registerCustomer(request, prefix);
  const headers = await bearerOf(request, user);
  const design = await request.post(`${SHOP_ONE}/api/designs`, { headers, data: { document: { schemaVersion: 2, product: 'soccer', teamName }, name: 'Tonle home' } });
  expect(design.status()).toBe(201);
  const player = await request.post(`${SHOP_ONE}/api/players`, { headers, data: { name: 'Chan Sophea', number: 10, size: 'M' } });
  expect(player.status()).toBe(201);
  const placed = await request.post(`${SHOP_ONE}/api/orders`, {
    headers: { ...headers, 'Idempotency-Key': `${prefix}-${Date.now()}` },
    data: {
      designId: ((await design.json()) as { data: { id: string } }).data.id,
      players: [{ playerId: ((await player.json()) as { data: { id: string } }).data.id, size: 'M' }],
      extras: [{ size: 'L', quantity: 12 }],
      address: 'No. 12, Street 240, Phnom Penh',
      phone: '+855 12 345 678',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return { user, order: ((await placed.json()) as { data: Placed }).data };
}
