import { isOrderListAnswer } from './order-list-answer';

const order = {
  id: '0b7a3c1e-4f5d-4e8a-9c2b-1d2e3f4a5b6c',
  number: 1001,
  status: 'REVIEWING',
  product: 'soccer',
  productType: 'jersey',
  model: 'Angkor FC home',
  thumbnail: null,
  quantity: 14,
  totalPriceCents: 21000,
  grandTotalCents: 22500,
  paidAmountCents: 0,
  designedAt: '2026-11-20T08:00:00.000Z',
  orderedAt: '2026-11-21T08:00:00.000Z',
  approvedAt: null,
  deliveredAt: null,
  receivedAt: null,
};
const answer = { data: [order], total: 1, page: 1, pageSize: 20 };

describe('isOrderListAnswer', () => {
  it('takes the list as the API answers it, and an empty page', () => {
    expect(isOrderListAnswer(answer)).toBe(true);
    expect(isOrderListAnswer({ data: [], total: 0, page: 1, pageSize: 20 })).toBe(true);
  });

  it('refuses what the list could not draw', () => {
    expect(isOrderListAnswer(null)).toBe(false);
    expect(isOrderListAnswer('<html>Bad gateway</html>')).toBe(false);
    expect(isOrderListAnswer({ ...answer, data: 'none' })).toBe(false);
    expect(isOrderListAnswer({ ...answer, total: '1' })).toBe(false);
    expect(isOrderListAnswer({ ...answer, data: [{ ...order, status: 'LOST' }] })).toBe(false);
    expect(isOrderListAnswer({ ...answer, data: [{ ...order, grandTotalCents: -1 }] })).toBe(false);
    expect(isOrderListAnswer({ ...answer, data: [{ ...order, thumbnail: 7 }] })).toBe(false);
    const { model: _model, ...withoutModel } = order;
    expect(isOrderListAnswer({ ...answer, data: [withoutModel] })).toBe(false);
  });
});
