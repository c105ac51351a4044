import { useId, useState, type InputHTMLAttributes } from 'react';
import { installStyleSheet } from '@teamwear/shared/ui';

// As antd's vertical form item draws a field (label above, required mark, the message under the
// input), on the theme variables; installed with the first field, so other pages do not carry it.
const CSS = `
.tw-field { margin-bottom: 24px; }
.tw-field-label { display: block; padding-bottom: 8px; }
.tw-field-required::before { content: '*'; color: #cf1322; margin-inline-end: 4px; font-family: SimSun, sans-serif; }
.tw-input-box { display: flex; align-items: center; box-sizing: border-box; height: 32px; border: 1px solid #d9d9d9; border-radius: var(--tw-radius); background: var(--tw-bg); transition: border-color .2s, box-shadow .2s; }
.dark .tw-input-box { border-color: #424242; }
.tw-input-box:hover { border-color: var(--tw-primary); }
.tw-input-box:focus-within { border-color: var(--tw-primary); box-shadow: 0 0 0 2px color-mix(in srgb, var(--tw-primary) 20%, transparent); }
.tw-input-box.tw-input-invalid, .dark .tw-input-box.tw-input-invalid { border-color: #cf1322; }
.tw-input { flex: 1; min-width: 0; height: 100%; box-sizing: border-box; padding: 4px 11px; border: 0; border-radius: var(--tw-radius); outline: 0; background: transparent; color: var(--tw-text); font: inherit; }
.tw-input:disabled { cursor: not-allowed; color: var(--tw-text-secondary); }
.tw-input-reveal { display: inline-flex; align-items: center; justify-content: center; width: 28px; height: 28px; margin-inline-end: 2px; border: 0; border-radius: 4px; background: none; color: var(--tw-text-secondary); cursor: pointer; }
.tw-input-reveal:focus-visible { outline: 2px solid var(--tw-link); outline-offset: -2px; }
.tw-field-error { margin-top: 4px; color: #cf1322; }
.dark .tw-field-error, .dark .tw-field-required::before { color: #ff7875; }
`;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'id'> {
  label: string;
  /** The field's message (what is wrong with it), shown under it and read with it. */
  error?: string | null;
  /** For a password: the name of the button that shows what was typed. */
  revealLabel?: string;
}

/** A labelled text input drawn without a component library, on the theme variables. */
export function TextField({ label, error, revealLabel, required, type = 'text', disabled, ...input }: TextFieldProps) {
  installStyleSheet('tw-text-field', CSS);
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  return (
    <div className="tw-field">
      {/* The required mark is drawn by CSS, as antd's: it is not part of the label's text. */}
      <label className={required ? 'tw-field-label tw-field-required' : 'tw-field-label'} htmlFor={id}>
        {label}
      </label>
      <div className={error ? 'tw-input-box tw-input-invalid' : 'tw-input-box'}>
        <input
          {...input}
          id={id}
          className="tw-input"
          type={revealLabel && revealed ? 'text' : type}
          disabled={disabled}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {revealLabel ? (
          <button type="button" className="tw-input-reveal" aria-label={revealLabel} aria-pressed={revealed} disabled={disabled} onClick={() => setRevealed((shown) => !shown)}>
            <EyeIcon crossed={!revealed} />
          </button>
        ) : null}
      </div>
      {error ? (
        <div id={`${id}-error`} className="tw-field-error">
          {error}
        </div>
      ) : null}
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M3 3l18 18" /> : null}
    </svg>
  );
}
