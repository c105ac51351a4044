import { DEFAULT_SIZE_CHART, PlaceOrderRequest } from '@teamwear/shared/contracts';
import { checkoutReducer, EMPTY_CHECKOUT_FORM, type CheckoutForm } from './checkout-form';
import { checkOrder, mergeProblems, problemCount, problemsFromApi } from './checkout-problems';
import { orderRequest } from './order-request';
import { pieceChartsOf } from './size-guide/piece-charts';
import { rosterPlayer } from './test-roster';

const DESIGN = '11111111-1111-4111-8111-111111111111';
const dara = rosterPlayer(1, 'Dara', 7, 'M');
const sok = rosterPlayer(2, 'Sok', 10, 'L');
const roster = [dara, sok];

const apply = (form: CheckoutForm, ...actions: Parameters<typeof checkoutReducer>[1][]) => actions.reduce(checkoutReducer, form);
const check = (form: CheckoutForm, withShorts = false) => checkOrder(PlaceOrderRequest, orderRequest(DESIGN, form, roster, withShorts), form, DEFAULT_SIZE_CHART, withShorts);

const complete = apply(
  EMPTY_CHECKOUT_FORM,
  { type: 'tick', players: roster, on: true },
  { type: 'setText', field: 'address', value: 'St 2004, Phnom Penh' },
  { type: 'setText', field: 'phone', value: '+855 12 111 222' },
);

describe('checking the form before it is sent', () => {
  it('finds nothing wrong with a complete form', () => {
    expect(problemCount(check(complete))).toBe(0);
  });

  it('says the product’s words for no players, no address and no phone', () => {
    const problems = check(EMPTY_CHECKOUT_FORM);
    expect(problems.form).toEqual({
      players: { key: 'orderMessages.selectPlayers' },
      address: { key: 'orderMessages.addressRequired' },
      phone: { key: 'orderMessages.phoneRequired' },
    });
  });

  it('names a player’s field that is wrong on that player’s row', () => {
    const form = apply(
      complete,
      { type: 'editPrint', playerId: sok.id, patch: { name: '   ', number: null } },
      { type: 'editPrint', playerId: dara.id, patch: { number: 120, shortsSize: 'XXXL' } },
    );
    const problems = check(form, true);
    expect(problems.players).toEqual({
      [sok.id]: { name: { key: 'orderMessages.nameRequired' }, number: { key: 'orderMessages.numberRequired' } },
      [dara.id]: { number: { key: 'orderMessages.numberOutOfRange', values: { min: 0, max: 99 } }, shortsSize: { key: 'orderMessages.sizeUnknown' } },
    });
    expect(problems.form).toEqual({});
  });

  it('names an extras row whose quantity is empty or too large', () => {
    const form = apply(
      complete,
      { type: 'addExtra', key: 'a', size: 'M' },
      { type: 'editExtra', key: 'a', patch: { quantity: null } },
      { type: 'addExtra', key: 'b', size: 'M' },
      { type: 'editExtra', key: 'b', patch: { quantity: 501 } },
    );
    expect(check(form).extras).toEqual({
      a: { quantity: { key: 'orderMessages.quantityRequired' } },
      b: { quantity: { key: 'orderMessages.quantityRange', values: { min: 1, max: 500 } } },
    });
  });

  it('says a phone number that is not one is invalid', () => {
    expect(check(apply(complete, { type: 'setText', field: 'phone', value: 'call me' })).form.phone).toEqual({ key: 'orderMessages.phoneInvalid' });
  });
});

describe('the sizes the garment is made in', () => {
  const pieces = pieceChartsOf(DEFAULT_SIZE_CHART, {
    productType: 'SOCCER_KIT',
    main: [{ size: 'M', cm: { chest: 51 } }],
    shorts: [{ size: 'L', cm: { waist: 40 } }],
    measured: true,
  });

  it('names a shop size a piece is not made in, on that piece, and an unknown size as unknown', () => {
    const form = apply(
      complete,
      { type: 'editPrint', playerId: dara.id, patch: { shortsSize: 'L' } },
      { type: 'editPrint', playerId: sok.id, patch: { size: 'XXXL' } },
    );
    const problems = checkOrder(PlaceOrderRequest, orderRequest(DESIGN, form, roster, true), form, DEFAULT_SIZE_CHART, true, pieces);
    // Dara: a shirt in M and shorts in L, both made. Sok: XXXL is no size of the shop's; his shorts take his roster size, L.
    expect(problems.players).toEqual({ [sok.id]: { size: { key: 'orderMessages.sizeUnknown' } } });
    const sokInL = apply(
      complete,
      { type: 'editPrint', playerId: dara.id, patch: { shortsSize: 'L' } },
      { type: 'editPrint', playerId: sok.id, patch: { shortsSize: 'L' } },
    );
    expect(checkOrder(PlaceOrderRequest, orderRequest(DESIGN, sokInL, roster, true), sokInL, DEFAULT_SIZE_CHART, true, pieces).players).toEqual({
      [sok.id]: { size: { key: 'orderMessages.sizeNotMade', values: { size: 'L' } } },
    });
  });

  it('reads the API’s refusal of a size the garment is not made in', () => {
    const request = orderRequest(DESIGN, complete, roster, true);
    expect(problemsFromApi({ 'players.0.shortsSize': 'This garment is not made in size M' }, request).players).toEqual({
      [dara.id]: { shortsSize: { key: 'orderMessages.sizeNotMade', values: { size: 'M' } } },
    });
  });
});

describe('the API’s refusals on the form’s fields', () => {
  it('puts `players.1.size` on the second player sent, `extras.0.quantity` on the first row, and keeps unknown messages as written', () => {
    const request = { playerIds: [dara.id, sok.id], extraKeys: ['row-a'] };
    const problems = problemsFromApi(
      {
        'players.1.size': 'Size is not one of the shop’s sizes',
        'players.0.playerId': 'No such player',
        'extras.0.quantity': 'Quantity must be at most 500',
        designId: 'The shop does not offer this garment any more',
        phone: 'Phone number is required',
        somethingNew: 'A rule the form does not know',
      },
      request,
    );
    expect(problems.players).toEqual({ [sok.id]: { size: { key: 'orderMessages.sizeUnknown' } }, [dara.id]: { player: { key: 'orderMessages.playerGone' } } });
    expect(problems.extras).toEqual({ 'row-a': { quantity: { key: 'orderMessages.quantityRange', values: { min: 1, max: 500 } } } });
    expect(problems.form).toEqual({ design: { key: 'orderMessages.garmentNotOffered' }, phone: { key: 'orderMessages.phoneRequired' } });
    expect(problems.other).toEqual([{ text: 'A rule the form does not know' }]);
  });
});

describe('the form’s findings and the API’s together', () => {
  it('shows both, the form’s own message first where both name a field', () => {
    const request = { playerIds: [dara.id, sok.id], extraKeys: [] };
    const fromApi = problemsFromApi(
      { 'players.0.size': 'Size is not one of the shop’s sizes', 'players.1.name': 'Name is required', note: 'Odd note' },
      request,
    );
    const fromForm = check(apply(complete, { type: 'editPrint', playerId: sok.id, patch: { name: '', number: null } }));
    const merged = mergeProblems(fromForm, fromApi);
    expect(merged.players).toEqual({
      [dara.id]: { size: { key: 'orderMessages.sizeUnknown' } },
      [sok.id]: { name: { key: 'orderMessages.nameRequired' }, number: { key: 'orderMessages.numberRequired' } },
    });
    expect(merged.form).toEqual({ note: { text: 'Odd note' } });
    expect(problemCount(merged)).toBe(4);
  });
});
