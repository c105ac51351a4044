import type { ProviderOrder } from '@teamwear/shared/contracts';
import { hasMoney } from './order-money';

const money = { prices: { grandTotalCents: 1000 }, totalPriceCents: 900, grandTotalCents: 1000, paidAmountCents: 0, balanceDueCents: 1000 };

describe('hasMoney', () => {
  it('is true for the staff’s order and false for the workshop’s, which comes without prices', () => {
    expect(hasMoney(money as unknown as ProviderOrder)).toBe(true);
    expect(hasMoney({ ...money, prices: null, grandTotalCents: null, paidAmountCents: null, balanceDueCents: null, totalPriceCents: null } as unknown as ProviderOrder)).toBe(false);
  });
});
