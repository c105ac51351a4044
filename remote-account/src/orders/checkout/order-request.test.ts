import { checkoutReducer, EMPTY_CHECKOUT_FORM, type CheckoutForm } from './checkout-form';
import { orderRequest, quoteRequest } from './order-request';
import { rosterPlayer } from './test-roster';

const DESIGN = '11111111-1111-4111-8111-111111111111';
const dara = rosterPlayer(1, 'Dara', 7, 'M', 'Tigers');
const sok = rosterPlayer(2, 'Sok', 10, 'L', 'Tigers');
const roster = [dara, sok];

const apply = (form: CheckoutForm, ...actions: Parameters<typeof checkoutReducer>[1][]) => actions.reduce(checkoutReducer, form);

const filled = apply(
  EMPTY_CHECKOUT_FORM,
  { type: 'tick', players: [sok, dara], on: true },
  { type: 'editPrint', playerId: sok.id, patch: { name: 'Sok Jr', shortsSize: 'XL' } },
  { type: 'addExtra', key: 'x', size: 'S' },
  { type: 'editExtra', key: 'x', patch: { quantity: 3 } },
  { type: 'setText', field: 'address', value: 'St 2004, Phnom Penh' },
  { type: 'setText', field: 'phone', value: '+855 12 111 222' },
  { type: 'setText', field: 'note', value: 'Before the final' },
);

describe('the form as the API takes it', () => {
  it('sends each ticked player in roster order with this order’s name, number and sizes', () => {
    const request = orderRequest(DESIGN, filled, roster, true);
    expect(request.body).toEqual({
      designId: DESIGN,
      players: [
        { playerId: dara.id, name: 'Dara', number: 7, size: 'M', shortsSize: 'M' },
        { playerId: sok.id, name: 'Sok Jr', number: 10, size: 'L', shortsSize: 'XL' },
      ],
      extras: [{ size: 'S', shortsSize: 'S', quantity: 3 }],
      address: 'St 2004, Phnom Penh',
      phone: '+855 12 111 222',
      note: 'Before the final',
    });
    expect(request.playerIds).toEqual([dara.id, sok.id]);
    expect(request.extraKeys).toEqual(['x']);
  });

  it('goes with the account’s phone number unless the customer typed another', () => {
    const untouched = checkoutReducer(EMPTY_CHECKOUT_FORM, { type: 'tick', players: [dara], on: true });
    expect(orderRequest(DESIGN, untouched, roster, false, '+855 99 000 111').body.phone).toBe('+855 99 000 111');
    expect(orderRequest(DESIGN, filled, roster, false, '+855 99 000 111').body.phone).toBe('+855 12 111 222');
  });

  it('sends no shorts size for a garment without shorts', () => {
    const { body } = orderRequest(DESIGN, filled, roster, false);
    expect(body.players.map((player) => 'shortsSize' in player)).toEqual([false, false]);
    expect(body.extras?.[0]).toEqual({ size: 'S', quantity: 3 });
  });

  it('leaves an emptied number out rather than sending the roster’s silently (the form names it first)', () => {
    const form = checkoutReducer(filled, { type: 'editPrint', playerId: dara.id, patch: { number: null } });
    expect(orderRequest(DESIGN, form, roster, false).body.players[0]).toEqual({ playerId: dara.id, name: 'Dara', size: 'M' });
  });

  it('prices the pieces only, so a half-typed name or an empty quantity does not stop the price', () => {
    const typing = apply(
      filled,
      { type: 'editPrint', playerId: dara.id, patch: { name: '' } },
      { type: 'addExtra', key: 'y', size: 'M' },
      { type: 'editExtra', key: 'y', patch: { quantity: null } },
    );
    expect(quoteRequest(DESIGN, typing, roster, false)).toEqual({
      designId: DESIGN,
      players: [
        { playerId: dara.id, size: 'M' },
        { playerId: sok.id, size: 'L' },
      ],
      extras: [{ size: 'S', quantity: 3 }],
    });
  });

  it('has nothing to price before a player or a piece is chosen', () => {
    expect(quoteRequest(DESIGN, EMPTY_CHECKOUT_FORM, roster, true)).toBeNull();
  });
});
