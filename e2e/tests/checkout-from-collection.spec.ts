import { expect, test, type APIRequestContext } from '@playwright/test';
import { bearerOf, registerCustomer, type Customer } from './support/accounts';
import { collectionOfNewDesign } from './support/collections';
import { SHOP_ONE } from './support/env';
import { signInThroughApi } from './support/session';
import { openStudio } from './support/studio';
import { dataRows } from './support/tables';

/**
 * Size collections (issue 37), the order's side: a closed collection opens the order form with the
 * players it put on the roster chosen, with their sizes, for the manager to check and order; after
 * that order, a reopened collection's fill-ins are the only ones chosen for the follow-up order. The
 * order form and the studio lead to the design's size collections.
 */

interface Setup {
  user: Customer;
  headers: Record<string, string>;
  designId: string;
  collection: { id: string; code: string };
}

const TITLE = 'Angkor FC 2027 home kit';

/** A customer of this test with a soccer kit design and an open collection of its sizes, all through the API. */
async function managerWithCollection(request: APIRequestContext, prefix: string): Promise<Setup> {
  const user = await registerCustomer(request, prefix);
  const headers = await bearerOf(request, user);
  const { designId, ...collection } = await collectionOfNewDesign(request, headers, {
    title: TITLE,
    deadline: new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString(),
    pieces: ['main', 'shorts'],
    printNames: true,
    printNumbers: true,
  });
  return { user, headers, designId, collection };
}

/** A player joins through the public link, with no account. */
async function join(request: APIRequestContext, code: string, entry: { name: string; number: number; size: string; shortsSize: string }): Promise<void> {
  const response = await request.post(`${SHOP_ONE}/api/join/${code}/entries`, { data: entry });
  expect(response.status(), await response.text()).toBe(201);
}

async function close(request: APIRequestContext, setup: Setup): Promise<void> {
  const response = await request.post(`${SHOP_ONE}/api/collections/${setup.collection.id}/close`, { headers: setup.headers });
  expect(response.status(), await response.text()).toBe(200);
}

test.describe('the order form opened from a size collection', () => {
  test('chooses the players who joined, with their sizes, for the manager to order; after the order, only the fill-ins', async ({ page, request }) => {
    const setup = await managerWithCollection(request, 'from-collection');
    await join(request, setup.collection.code, { name: 'Sok Dara', number: 7, size: 'M', shortsSize: 'L' });
    await join(request, setup.collection.code, { name: 'Vuthy', number: 11, size: 'XL', shortsSize: 'L' });
    await close(request, setup);
    await signInThroughApi(page, request, SHOP_ONE, setup.user);
    const checkout = `/me/checkout?design=${setup.designId}&collection=${setup.collection.id}`;

    await page.goto(checkout);
    await expect(page.getByRole('heading', { level: 1, name: 'Place an order' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('checkout-collection')).toContainText(`2 players from “${TITLE}”`);
    await expect(page.getByTestId('selected-count')).toHaveText('2 players selected');
    await expect(page.getByRole('textbox', { name: 'Name printed for Sok Dara' })).toHaveValue('Sok Dara');
    await expect(page.getByRole('spinbutton', { name: 'Number printed for Vuthy' })).toHaveValue('11');
    // Chosen, not ordered: the manager checks and places the order.
    expect((await (await request.get(`${SHOP_ONE}/api/orders`, { headers: setup.headers })).json()).total).toBe(0);

    await page.getByLabel('Delivery address').fill('No. 5, Street 310, Phnom Penh');
    await page.getByTestId('place-order').click();
    await expect(page).toHaveURL(/\/me\/order\?id=[0-9a-f-]{36}$/);
    // Each with the shirt and shorts sizes they gave.
    const players = dataRows(page.getByTestId('order-players'));
    await expect(players).toHaveCount(2);
    await expect(players.filter({ hasText: 'Sok Dara' }).getByRole('cell')).toHaveText(['Sok Dara', '7', 'M', 'L']);
    await expect(players.filter({ hasText: 'Vuthy' }).getByRole('cell')).toHaveText(['Vuthy', '11', 'XL', 'L']);

    // Reopened for a late player: the follow-up order chooses them alone.
    const reopened = await request.post(`${SHOP_ONE}/api/collections/${setup.collection.id}/reopen`, {
      headers: setup.headers,
      data: { deadline: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString() },
    });
    expect(reopened.status(), await reopened.text()).toBe(200);
    await join(request, setup.collection.code, { name: 'Nary', number: 12, size: 'S', shortsSize: 'S' });
    await close(request, setup);
    await page.goto(checkout);
    await expect(page.getByTestId('checkout-collection')).toContainText(`1 player from “${TITLE}”`);
    await expect(page.getByTestId('checkout-collection')).toContainText('2 players already ordered from it are not chosen.');
    await expect(page.getByTestId('selected-count')).toHaveText('1 player selected');
    await expect(page.getByRole('textbox', { name: 'Name printed for Nary' })).toHaveValue('Nary');
  });

  test('a collection it does not know chooses nobody and says so; the form leads to collecting sizes', async ({ page, request }) => {
    const setup = await managerWithCollection(request, 'unknown-collection');
    await signInThroughApi(page, request, SHOP_ONE, setup.user);
    await page.goto(`/me/checkout?design=${setup.designId}&collection=00000000-0000-4000-8000-000000000000`);
    await expect(page.getByTestId('checkout-collection')).toContainText('The size collection of this link was not found');
    // Still open: its players are not on the roster yet.
    await page.goto(`/me/checkout?design=${setup.designId}&collection=${setup.collection.id}`);
    await expect(page.getByTestId('checkout-collection')).toContainText(`“${TITLE}” is still collecting sizes`);
    await expect(page.getByTestId('checkout-collection').getByRole('link', { name: 'Open the collection' })).toHaveAttribute(
      'href',
      `/me/collection?id=${setup.collection.id}`,
    );
    await page.getByTestId('checkout-collect-sizes').click();
    await expect(page).toHaveURL(`${SHOP_ONE}/me/collections?design=${setup.designId}`);
  });
});

test('the studio’s Collect sizes leaves a saved design for its size collections', async ({ page, request }) => {
  const setup = await managerWithCollection(request, 'studio-collect');
  await signInThroughApi(page, request, SHOP_ONE, setup.user);
  await openStudio(page, '/design/soccer');
  // A design never saved has nothing to collect sizes for.
  await expect(page.getByTestId('collect-sizes')).toHaveCount(0);
  await openStudio(page, `/design/soccer?id=${setup.designId}`);
  await page.getByTestId('collect-sizes').click();
  await expect(page).toHaveURL(`${SHOP_ONE}/me/collections?design=${setup.designId}`);
});
