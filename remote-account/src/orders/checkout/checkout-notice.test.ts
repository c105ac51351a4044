import { DEFAULT_SIZE_CHART, PlaceOrderRequest } from '@teamwear/shared/contracts';
import { checkoutReducer, EMPTY_CHECKOUT_FORM, type CheckoutForm } from './checkout-form';
import { noticeNow } from './checkout-notice';
import { checkOrder, NO_PROBLEMS } from './checkout-problems';
import { orderRequest } from './order-request';
import { rosterPlayer } from './test-roster';

const DESIGN = '11111111-1111-4111-8111-111111111111';
const roster = [rosterPlayer(1, 'Dara', 7, 'M')];
const apply = (form: CheckoutForm, ...actions: Parameters<typeof checkoutReducer>[1][]) => actions.reduce(checkoutReducer, form);
const check = (form: CheckoutForm) => checkOrder(PlaceOrderRequest, orderRequest(DESIGN, form, roster, false), form, DEFAULT_SIZE_CHART, false);

describe('the summary above Place order', () => {
  // Players ticked, the address and the phone left empty: Place order says "2 fields".
  const sent = apply(EMPTY_CHECKOUT_FORM, { type: 'tick', players: roster, on: true });

  it('counts what is still wrong as the customer corrects it, and goes when nothing is', () => {
    expect(noticeNow({ kind: 'fix' }, check(sent))).toEqual({ kind: 'fix', count: 2 });
    const addressGiven = apply(sent, { type: 'setText', field: 'address', value: 'St 2004, Phnom Penh' });
    expect(noticeNow({ kind: 'fix' }, check(addressGiven))).toEqual({ kind: 'fix', count: 1 });
    const both = apply(addressGiven, { type: 'setText', field: 'phone', value: '+855 12 111 222' });
    expect(noticeNow({ kind: 'fix' }, check(both))).toBeNull();
  });

  it('keeps a notice that is not about the form’s fields until the next sending', () => {
    expect(noticeNow({ kind: 'tooManyWaiting' }, NO_PROBLEMS)).toEqual({ kind: 'tooManyWaiting' });
    expect(noticeNow(null, check(sent))).toBeNull();
  });
});
