import type { OwnEntry } from '@teamwear/shared/contracts';
import { apiFieldProblems, EMPTY_ENTRY, valuesOf, type EntryField, type EntryValues, type FieldProblem } from './entry-form';
import type { EntryLink } from './entry-link';
import type { Failure } from './join-api';
import type { Load, Opened } from './open-collection';

/** Everything the players' page holds between renders; pure, so what each event does is tested alone. */
export interface PageState {
  load: Load;
  /** The private link in use: from the address, or made by joining. */
  link: EntryLink | null;
  linkBroken: boolean;
  /** The player's own entry as the API last said it. */
  entry: OwnEntry | null;
  mode: 'form' | 'done';
  justSent: 'joined' | 'changed' | null;
  values: EntryValues;
  problems: Partial<Record<EntryField, FieldProblem>>;
  failure: Failure | null;
  sending: boolean;
}

export type PageEvent =
  | { type: 'opened'; opened: Opened }
  | { type: 'retried' }
  | { type: 'typed'; field: EntryField; value: string }
  /** The page's own checks before sending: with no problem, the entry goes. */
  | { type: 'checked'; problems: Partial<Record<EntryField, FieldProblem>> }
  /** made: the private link the API gave on joining (none on a change). */
  | { type: 'sent'; saved: OwnEntry; made: EntryLink | null }
  /** asked: the number that was sent, for the number field's own problem. */
  | { type: 'failed'; failure: Failure; asked: number | null }
  | { type: 'numberPicked'; number: number }
  | { type: 'changeAsked' }
  | { type: 'changeCancelled' };

export const initialPageState = (link: EntryLink | null): PageState => ({
  load: { status: 'loading' },
  link,
  linkBroken: false,
  entry: null,
  mode: 'form',
  justSent: null,
  values: EMPTY_ENTRY,
  problems: {},
  failure: null,
  sending: false,
});

export function pageReducer(state: PageState, event: PageEvent): PageState {
  switch (event.type) {
    case 'opened': {
      const { opened } = event;
      return {
        ...state,
        ...(opened.entry ? { entry: opened.entry, values: valuesOf(opened.entry) } : {}),
        ...(opened.linkBroken ? { link: null, linkBroken: true } : {}),
        load: opened.load,
      };
    }
    case 'retried':
      return { ...state, load: { status: 'loading' } };
    case 'typed':
      return {
        ...state,
        values: { ...state.values, [event.field]: event.value },
        problems: state.problems[event.field] ? { ...state.problems, [event.field]: undefined } : state.problems,
      };
    case 'checked': {
      const found = Object.values(event.problems).some(Boolean);
      return { ...state, problems: event.problems, failure: null, sending: found ? state.sending : true };
    }
    case 'sent':
      return {
        ...state,
        sending: false,
        ...(event.made ? { link: event.made, linkBroken: false } : {}),
        // Only joining gives a link; a change is sent with the one already held.
        justSent: event.made ? 'joined' : 'changed',
        entry: event.saved,
        values: valuesOf(event.saved),
        mode: 'done',
      };
    case 'failed': {
      const { failure } = event;
      let { load, problems } = state;
      if (failure.kind === 'closed' && load.status === 'ready') load = { ...load, view: { ...load.view, open: false } };
      if (failure.kind === 'invalid') problems = apiFieldProblems(failure.fields);
      if (failure.kind === 'number-taken') problems = { ...problems, number: { key: 'problems.numberTaken', values: { number: event.asked ?? '' } } };
      return { ...state, sending: false, failure, load, problems };
    }
    case 'numberPicked':
      return {
        ...state,
        values: { ...state.values, number: String(event.number) },
        problems: { ...state.problems, number: undefined },
        failure: null,
      };
    case 'changeAsked':
      return { ...state, mode: 'form' };
    case 'changeCancelled':
      return state.entry ? { ...state, values: valuesOf(state.entry), problems: {}, failure: null, mode: 'done' } : state;
  }
}
