import { SHOP_DAY_TIME_ZONE } from '@teamwear/shared/orders';
import { SHOP_ZONE } from './use-collection-line';

jest.mock('../../strings', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

it('the dashboard’s line counts days in the shop’s time zone, the same as the orders’ module', () => {
  expect(SHOP_ZONE).toBe(SHOP_DAY_TIME_ZONE);
});
