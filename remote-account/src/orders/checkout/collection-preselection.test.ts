import type { CollectionEntry } from '@teamwear/shared/contracts';
import { checkoutReducer, EMPTY_CHECKOUT_FORM, selectedPrints } from './checkout-form';
import { collectionPreselection } from './collection-preselection';
import { rosterPlayer } from './test-roster';

const DESIGN = '11111111-1111-4111-8111-111111111111';
const OTHER_DESIGN = '22222222-2222-4222-8222-222222222222';
// The roster after the collection closed: a returning player (roster name, last season's size) and two new rows.
const dara = rosterPlayer(1, 'Sok Dara', 7, 'S');
const vuthy = rosterPlayer(2, 'Vuthy', 11, 'L');
const nary = rosterPlayer(3, 'Nary', 12, 'S');
const mony = rosterPlayer(4, 'Mony', 1, 'M');
const roster = [mony, dara, vuthy, nary];

let entries = 0;
function entry(name: string, number: number | null, size: string | null, shortsSize: string | null, playerId: string | null, ordered = false): CollectionEntry {
  entries += 1;
  return {
    id: `00000000-0000-4000-9000-${String(entries).padStart(12, '0')}`,
    name,
    number,
    size,
    shortsSize,
    email: null,
    source: 'player',
    playerId,
    ordered,
    createdAt: '2026-11-20T00:00:00.000Z',
    updatedAt: '2026-11-20T00:00:00.000Z',
  };
}

const closed = (list: CollectionEntry[], designId: string | null = DESIGN) => ({
  id: '33333333-3333-4333-8333-333333333333',
  title: 'Angkor FC 2027 home kit',
  designId,
  closedAt: '2026-11-27T10:00:00.000Z',
  entries: list,
});

describe('the order form opened from a size collection', () => {
  it('ticks the players it put on the roster, with the name, number and sizes each gave, in the roster’s order', () => {
    const choice = collectionPreselection(
      closed([entry('sok dara', 17, 'M', 'L', dara.id), entry('Vuthy', 11, 'XL', 'L', vuthy.id), entry('Nary', null, null, 'S', nary.id)]),
      DESIGN,
      roster,
    );
    expect(choice).toMatchObject({ kind: 'chosen', title: 'Angkor FC 2027 home kit', ordered: 0, offRoster: 0 });
    const form = checkoutReducer(EMPTY_CHECKOUT_FORM, { type: 'choose', chosen: choice.kind === 'chosen' ? choice.chosen : [] });
    // Mony, on the roster but not in the collection, is not ticked; Nary gave only a shorts size.
    expect(selectedPrints(form, roster).map(({ player, print }) => [player.name, print])).toEqual([
      ['Sok Dara', { name: 'sok dara', number: 17, size: 'M', shortsSize: 'L' }],
      ['Vuthy', { name: 'Vuthy', number: 11, size: 'XL', shortsSize: 'L' }],
      ['Nary', { name: 'Nary', number: 12, size: 'S', shortsSize: 'S' }],
    ]);
  });

  it('after an order, ticks only the players not ordered yet (the fill-ins), and counts the others', () => {
    const choice = collectionPreselection(
      closed([entry('Sok Dara', 7, 'M', 'M', dara.id, true), entry('Vuthy', 11, 'L', 'L', vuthy.id, true), entry('Nary', 12, 'S', 'S', nary.id)]),
      DESIGN,
      roster,
    );
    expect(choice.kind === 'chosen' ? { names: choice.chosen.map(({ player }) => player.name), ordered: choice.ordered } : choice).toEqual({
      names: ['Nary'],
      ordered: 2,
    });
  });

  it('counts the players no longer on the roster (or, from an older API, with no row yet)', () => {
    const gone = '00000000-0000-4000-8000-000000000099';
    const choice = collectionPreselection(closed([entry('Late', 30, 'M', 'M', null), entry('Removed', 31, 'M', 'M', gone), entry('Vuthy', 11, 'L', 'L', vuthy.id)]), DESIGN, roster);
    expect(choice).toMatchObject({ kind: 'chosen', offRoster: 2, ordered: 0 });
    expect(choice.kind === 'chosen' && choice.chosen.map(({ player }) => player.name)).toEqual(['Vuthy']);
  });

  it('ticks nobody from a collection still open, or of another design', () => {
    const open = { ...closed([entry('Vuthy', 11, 'L', 'L', null)]), closedAt: null };
    expect(collectionPreselection(open, DESIGN, roster)).toEqual({ kind: 'notClosed', title: 'Angkor FC 2027 home kit', id: open.id });
    expect(collectionPreselection(closed([entry('Vuthy', 11, 'L', 'L', vuthy.id)], OTHER_DESIGN), DESIGN, roster)).toEqual({
      kind: 'otherDesign',
      title: 'Angkor FC 2027 home kit',
    });
    // Its design deleted since: not this design either.
    expect(collectionPreselection(closed([], null), DESIGN, roster).kind).toBe('otherDesign');
  });

  it('where players pay, says what the order carries of their payments and names who has not paid, ordered all the same', () => {
    const paid = (cents: number, carried = 0) => ({ reference: 'P-00000000', paidCents: cents, state: cents >= 2500 ? ('paid' as const) : cents > 0 ? ('part' as const) : ('unpaid' as const), carriedCents: carried, orderNumbers: [] });
    const list = [
      { ...entry('Sok Dara', 7, 'M', 'M', dara.id), payment: paid(2500) },
      { ...entry('Vuthy', 11, 'L', 'L', vuthy.id), payment: paid(0) },
      { ...entry('Nary', 12, 'S', 'S', nary.id), payment: paid(1000) },
    ];
    const pays = { shareCents: 2500, available: true, unavailable: null, collectedCents: 3500, expectedCents: 7500, paidCount: 1, unpaidCount: 2 };
    const choice = collectionPreselection({ ...closed(list), playersPay: pays }, DESIGN, roster);
    expect(choice.kind === 'chosen' ? [choice.chosen.length, choice.shares] : null).toEqual([3, { carriedCents: 3500, paidCount: 1, unpaid: ['Vuthy', 'Nary'] }]);
    // Not paying: nothing said.
    const free = collectionPreselection(closed(list), DESIGN, roster);
    expect(free.kind === 'chosen' ? free.shares : 'not chosen').toBeNull();
  });

  it('keeps what the manager ticked and changed before the collection’s players came', () => {
    const before = [
      { type: 'tick', players: [mony, vuthy], on: true },
      { type: 'editPrint', playerId: mony.id, patch: { size: 'XL' } },
    ] as const;
    const form = before.reduce(checkoutReducer, EMPTY_CHECKOUT_FORM);
    const choice = collectionPreselection(closed([entry('Vuthy', 11, 'XL', 'M', vuthy.id)]), DESIGN, roster);
    const after = checkoutReducer(form, { type: 'choose', chosen: choice.kind === 'chosen' ? choice.chosen : [] });
    expect(selectedPrints(after, roster).map(({ player, print }) => [player.name, print.size, print.shortsSize])).toEqual([
      ['Mony', 'XL', 'M'],
      ['Vuthy', 'XL', 'M'],
    ]);
  });
});
