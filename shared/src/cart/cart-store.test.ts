import { sessionStore } from '../session/session-store';
import { cartStore, loadCart } from './cart-store';

const ITEM = {
  id: '0b7c1c52-3f0e-4a51-9d3e-2f7c8f7a1b11',
  addedAt: '2026-01-02T00:00:00.000Z',
  design: {
    id: '5d8f1f0e-8a7c-4a52-9a8e-6a0f3c2b1d22',
    name: 'Home kit',
    product: 'soccer',
    thumbnail: null,
    version: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
};

let answer: unknown;

beforeEach(() => {
  sessionStore.setState({ tokens: { access_token: 'access-1', refresh_token: 'refresh-1' } });
  cartStore.setState({ items: null });
  globalThis.fetch = jest.fn(async () => new Response(JSON.stringify(answer), { status: 200 })) as typeof fetch;
});

describe('loadCart', () => {
  it('keeps the items of a well-formed answer', async () => {
    answer = { data: { items: [ITEM] } };
    await loadCart();
    expect(cartStore.getState().items).toEqual([ITEM]);
  });

  it.each([
    ['no items', { data: {} }],
    ['items that are not a list', { data: { items: 'none' } }],
    ['an item without its design', { data: { items: [{ id: ITEM.id, addedAt: ITEM.addedAt }] } }],
    ['a design without a name', { data: { items: [{ ...ITEM, design: { ...ITEM.design, name: 7 } }] } }],
    ['a thumbnail that is not text', { data: { items: [{ ...ITEM, design: { ...ITEM.design, thumbnail: {} } }] } }],
    ['null', null],
  ])('leaves the cart unread for a malformed answer: %s', async (_case, malformed) => {
    answer = malformed;
    await loadCart();
    expect(cartStore.getState().items).toBeNull();
  });
});
