import type { OwnEntry } from '@teamwear/shared/contracts';
import { EMPTY_ENTRY } from './entry-form';
import type { JoinView } from './join-api';
import type { Load } from './open-collection';
import { initialPageState, pageReducer, type PageEvent, type PageState } from './page-state';

const view: JoinView = {
  code: 'c'.repeat(20),
  title: 'Angkor FC',
  deadline: '2027-01-08T10:00:00.000Z',
  open: true,
  scenes: null,
  pieces: ['main'],
  printNames: true,
  printNumbers: true,
  message: null,
  numberRange: { min: 1, max: 99 },
  sizeGuide: { productType: 'SOCCER_KIT', main: [{ size: 'M', cm: {} }], shorts: [], measured: false },
};
const ready: Load = { status: 'ready', view, shop: null, patternBase: null };
const entry: OwnEntry = { id: 'e1', name: 'Dara', number: 7, size: 'M', shortsSize: null, email: null, updatedAt: '2027-01-01T00:00:00.000Z' };
const typed = { ...EMPTY_ENTRY, name: 'Sokha', number: '7', size: 'M' };
const run = (state: PageState, ...events: PageEvent[]) => events.reduce(pageReducer, state);
const loaded = (link: PageState['link'] = null) => run(initialPageState(link), { type: 'opened', opened: { load: ready } });

describe("the players' page's state", () => {
  it('opens a private link on the player’s own entry, in the form', () => {
    const state = run(initialPageState({ id: 'e1', token: 't' }), { type: 'opened', opened: { load: ready, entry } });
    expect(state.values).toEqual({ ...EMPTY_ENTRY, name: 'Dara', number: '7', size: 'M' });
    expect(state.mode).toBe('form');
  });

  it('drops a broken private link, so sending joins afresh, and says so', () => {
    const state = run(initialPageState({ id: 'e1', token: 'old' }), { type: 'opened', opened: { load: ready, linkBroken: true } });
    expect(state.link).toBeNull();
    expect(state.linkBroken).toBe(true);
  });

  it('clears a field’s problem as soon as the player types in it, and no other', () => {
    const state = run(
      loaded(),
      { type: 'checked', problems: { name: { key: 'problems.nameRequired' }, number: { key: 'problems.numberRequired' } } },
      { type: 'typed', field: 'name', value: 'S' },
    );
    expect(state.problems.name).toBeUndefined();
    expect(state.problems.number).toEqual({ key: 'problems.numberRequired' });
    expect(state.sending).toBe(false);
  });

  it('keeps what was typed on every failure, and marks the taken number', () => {
    const state = run(
      loaded(),
      ...(Object.entries(typed) as [keyof typeof typed, string][]).map(([field, value]): PageEvent => ({ type: 'typed', field, value })),
      { type: 'checked', problems: {} },
    );
    expect(state.sending).toBe(true);
    const failed = pageReducer(state, { type: 'failed', failure: { kind: 'number-taken', number: 7, freeNumbers: [8] }, asked: 7 });
    expect(failed.values).toEqual(typed);
    expect(failed.sending).toBe(false);
    expect(failed.problems.number).toEqual({ key: 'problems.numberTaken', values: { number: 7 } });
    const picked = pageReducer(failed, { type: 'numberPicked', number: 8 });
    expect(picked.values.number).toBe('8');
    expect(picked.problems.number).toBeUndefined();
    expect(picked.failure).toBeNull();
  });

  it('shows the collection closed when sending finds it closed', () => {
    const state = pageReducer(loaded(), { type: 'failed', failure: { kind: 'closed' }, asked: null });
    expect(state.load.status === 'ready' && state.load.view.open).toBe(false);
  });

  it('puts the API’s field messages on their fields', () => {
    const state = pageReducer(loaded(), { type: 'failed', failure: { kind: 'invalid', fields: { email: 'Not an address' }, message: 'Invalid' }, asked: null });
    expect(state.problems.email).toEqual({ text: 'Not an address' });
  });

  it('keeps the private link made by joining, and says “changed” only after a change', () => {
    const joined = pageReducer(loaded(), { type: 'sent', saved: entry, made: { id: 'e1', token: 't' } });
    expect(joined).toMatchObject({ mode: 'done', justSent: 'joined', link: { id: 'e1', token: 't' }, entry });
    const changed = run(joined, { type: 'changeAsked' }, { type: 'sent', saved: { ...entry, size: 'L' }, made: null });
    expect(changed).toMatchObject({ mode: 'done', justSent: 'changed', link: { id: 'e1', token: 't' } });
    expect(changed.values.size).toBe('L');
  });

  it('puts back the sent entry when a change is cancelled', () => {
    const state = run(
      loaded({ id: 'e1', token: 't' }),
      { type: 'opened', opened: { load: ready, entry } },
      { type: 'typed', field: 'name', value: 'Someone else' },
      { type: 'checked', problems: { email: { key: 'problems.emailInvalid' } } },
      { type: 'failed', failure: { kind: 'network' }, asked: 7 },
      { type: 'changeCancelled' },
    );
    expect(state).toMatchObject({ mode: 'done', failure: null });
    expect(state.problems).toEqual({});
    expect(state.values.name).toBe('Dara');
  });
});
