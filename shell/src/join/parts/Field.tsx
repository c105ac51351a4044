import type { ReactNode } from 'react';

/** A labelled field with its hint and its problem, read with it. */
export function Field({ id, label, hint, problem, children }: { id: string; label: string; hint?: string; problem?: string; children: ReactNode }) {
  return (
    <div className="join-field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="join-hint">
          {hint}
        </p>
      ) : null}
      {children}
      {problem ? (
        <p id={`${id}-problem`} className="join-problem" data-testid={`${id}-problem`}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/** The aria-describedby of a Field's control: its hint and its problem, those it shows. */
export const describedBy = (id: string, hint: boolean, problem: boolean) =>
  [hint ? `${id}-hint` : '', problem ? `${id}-problem` : ''].filter(Boolean).join(' ') || undefined;
