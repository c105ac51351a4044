import { checkoutReducer, commonSize, EMPTY_CHECKOUT_FORM, MAX_EXTRA_ROWS, phoneOf, pieceCount, selectedPrints, type CheckoutForm } from './checkout-form';
import { rosterPlayer } from './test-roster';

const dara = rosterPlayer(1, 'Dara', 7, 'M', 'Tigers');
const sok = rosterPlayer(2, 'Sok', 10, 'L', 'Tigers');
const vibol = rosterPlayer(3, 'Vibol', 3, 'S', 'Lions');
const roster = [dara, sok, vibol];

const apply = (form: CheckoutForm, ...actions: Parameters<typeof checkoutReducer>[1][]) => actions.reduce(checkoutReducer, form);

describe('the order form’s state', () => {
  it('ticks players with the roster’s name, number and size, the shorts starting from the shirt size', () => {
    const form = apply(EMPTY_CHECKOUT_FORM, { type: 'tick', players: [sok, dara], on: true });
    expect(selectedPrints(form, roster).map(({ player, print }) => [player.name, print])).toEqual([
      ['Dara', { name: 'Dara', number: 7, size: 'M', shortsSize: 'M' }],
      ['Sok', { name: 'Sok', number: 10, size: 'L', shortsSize: 'L' }],
    ]);
  });

  it('keeps a player’s edits when they are unticked and ticked again', () => {
    const form = apply(
      EMPTY_CHECKOUT_FORM,
      { type: 'tick', players: [dara], on: true },
      { type: 'editPrint', playerId: dara.id, patch: { size: 'XL', number: 17 } },
      { type: 'tick', players: [dara], on: false },
    );
    expect(selectedPrints(form, roster)).toEqual([]);
    const again = checkoutReducer(form, { type: 'tick', players: [dara, sok], on: true });
    expect(selectedPrints(again, roster).map(({ print }) => [print.number, print.size])).toEqual([
      [17, 'XL'],
      [10, 'L'],
    ]);
  });

  it('counts a piece per ticked player and the extras’ quantities', () => {
    const form = apply(
      EMPTY_CHECKOUT_FORM,
      { type: 'tick', players: roster, on: true },
      { type: 'addExtra', key: 'a', size: 'M' },
      { type: 'editExtra', key: 'a', patch: { quantity: 4 } },
      { type: 'addExtra', key: 'b', size: 'L' },
      { type: 'addExtra', key: 'c', size: 'S' },
      { type: 'removeExtra', key: 'c' },
    );
    expect(pieceCount(form, roster)).toBe(3 + 4 + 1);
    expect(form.extras.map((extra) => extra.key)).toEqual(['a', 'b']);
  });

  it('takes at most the API’s number of extras rows', () => {
    let form = EMPTY_CHECKOUT_FORM;
    for (let i = 0; i < MAX_EXTRA_ROWS + 3; i += 1) form = checkoutReducer(form, { type: 'addExtra', key: String(i), size: 'M' });
    expect(form.extras).toHaveLength(MAX_EXTRA_ROWS);
  });

  it('fills the phone from the account only while the customer has not typed one', () => {
    expect(phoneOf(EMPTY_CHECKOUT_FORM, '+855 12 111 222')).toBe('+855 12 111 222');
    expect(phoneOf(EMPTY_CHECKOUT_FORM, null)).toBe('');
    expect(phoneOf(checkoutReducer(EMPTY_CHECKOUT_FORM, { type: 'setText', field: 'phone', value: '012 999 888' }), '+855 12 111 222')).toBe('012 999 888');
    expect(phoneOf(checkoutReducer(EMPTY_CHECKOUT_FORM, { type: 'setText', field: 'phone', value: '' }), '+855 12 111 222')).toBe('');
  });

  it('starts a row of extra pieces from the size most ticked players wear', () => {
    expect(commonSize([{ size: 'M' }, { size: 'L' }, { size: 'L' }, { size: 'S' }], 'XS')).toBe('L');
    expect(commonSize([{ size: 'M' }, { size: 'L' }], 'XS')).toBe('M');
    expect(commonSize([], 'XS')).toBe('XS');
  });
});
