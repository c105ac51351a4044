import { useEffect, useReducer, useRef, type FormEvent } from 'react';
import type { Language } from '@teamwear/shared/i18n';
import { entryProblems, entryRequestOf, type EntryField } from './entry-form';
import { privateLinkOf, type EntryLink } from './entry-link';
import { joinApi } from './join-api';
import { openCollection } from './open-collection';
import { initialPageState, pageReducer } from './page-state';

const focusField = (field: EntryField) => globalThis.document.getElementById(`join-${field}`)?.focus();

/**
 * The players' page's state and its calls: loading the collection (and the own entry of a private
 * link), sending the entry, taking a free number after NUMBER_TAKEN, and the private link made by
 * joining. What each event does to the state is page-state.ts.
 */
export function useJoinPage(code: string, initialLink: EntryLink | null, language: Language) {
  const [state, dispatch] = useReducer(pageReducer, initialLink, initialPageState);
  const alertRef = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let current = true;
    void openCollection(code, initialLink).then((opened) => current && dispatch({ type: 'opened', opened }));
    return () => {
      current = false;
    };
  }, [code, initialLink]);
  const retry = () => {
    dispatch({ type: 'retried' });
    void openCollection(code, initialLink).then((opened) => dispatch({ type: 'opened', opened }));
  };

  useEffect(() => {
    if (state.mode === 'done') doneRef.current?.focus();
  }, [state.mode]);

  const type = (field: EntryField, value: string) => dispatch({ type: 'typed', field, value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { load, link, values, sending } = state;
    if (sending || load.status !== 'ready') return;
    const { view } = load;
    const found = entryProblems(values, view);
    dispatch({ type: 'checked', problems: found });
    const first = (['name', 'number', 'size', 'shortsSize', 'email'] as const).find((field) => found[field]);
    if (first) {
      focusField(first);
      return;
    }
    const request = entryRequestOf(values, view, language);
    const outcome = link ? await joinApi.change(code, link.id, link.token, request) : await joinApi.join(code, request);
    if (outcome.ok) {
      const saved = 'entry' in outcome.data ? outcome.data.entry : outcome.data;
      const made = 'token' in outcome.data ? { id: outcome.data.entry.id, token: outcome.data.token } : null;
      // The address is now the private link: a reload, or the phone's history, reopens the entry.
      if (made) globalThis.history.replaceState(null, '', privateLinkOf(code, made));
      dispatch({ type: 'sent', saved, made });
      return;
    }
    dispatch({ type: 'failed', failure: outcome.failure, asked: request.number ?? null });
    globalThis.requestAnimationFrame(() => alertRef.current?.focus());
  };

  const pickNumber = (number: number) => {
    dispatch({ type: 'numberPicked', number });
    focusField('number');
  };

  return {
    state,
    alertRef,
    doneRef,
    retry,
    type,
    submit,
    pickNumber,
    askChange: () => dispatch({ type: 'changeAsked' }),
    cancelChange: () => dispatch({ type: 'changeCancelled' }),
  };
}
