import theme from 'antd/es/theme';
import { useInsertionEffect, type CSSProperties } from 'react';
import { installStyleSheet } from '@teamwear/shared/ui';

// The native <select>, <input> and <textarea> of the account's lists and forms, drawn as antd's
// Select, Input and InputNumber are (height, border, radius, hover and focus ring, a field in
// error), on the theme's tokens through custom properties.
const CSS = `
.tw-control { box-sizing: border-box; display: inline-flex; align-items: center; min-height: var(--tw-c-height); max-width: 100%; border: 1px solid var(--tw-c-border); border-radius: var(--tw-c-radius); background: var(--tw-c-bg); color: var(--tw-c-text); font-size: var(--tw-c-font-size); line-height: var(--tw-c-line-height); transition: border-color .2s, box-shadow .2s; }
.tw-control:hover { border-color: var(--tw-c-hover); }
.tw-control:focus-within { border-color: var(--tw-c-primary); box-shadow: 0 0 0 2px var(--tw-c-ring); }
.tw-control select, .tw-control input { flex: 1; min-width: 0; height: calc(var(--tw-c-height) - 2px); margin: 0; border: 0; outline: 0; background: transparent; color: inherit; font: inherit; }
.tw-control select { appearance: none; padding: 0 30px 0 11px; cursor: pointer; }
.tw-control select option, .tw-control select optgroup { background: var(--tw-c-bg); color: var(--tw-c-text); }
.tw-control input { padding: 0 11px 0 4px; }
.tw-control input::placeholder { color: var(--tw-c-placeholder); opacity: 1; }
.tw-control .tw-control-icon { display: inline-flex; color: var(--tw-c-icon); pointer-events: none; }
.tw-select { position: relative; }
.tw-select .tw-control-icon { position: absolute; inset-inline-end: 11px; }
.tw-search { padding-inline-start: 11px; }
.tw-input input { padding: 0 11px; }
.tw-control textarea { flex: 1; min-width: 0; margin: 0; padding: 4px 11px; border: 0; outline: 0; background: transparent; color: inherit; font: inherit; resize: vertical; field-sizing: content; min-height: calc(var(--tw-c-line-height) * 2em + 10px); max-height: calc(var(--tw-c-line-height) * 6em + 10px); }
.tw-control[data-invalid] { border-color: var(--tw-c-error); }
.tw-control[data-invalid]:focus-within { box-shadow: 0 0 0 2px var(--tw-c-error-ring); }
`;

/** The controls' colours and sizes from the theme's tokens, as custom properties for their rules. */
export function useControlTheme(): CSSProperties {
  // In an effect, not while rendering: a page rendered on the server (the tests') has no document.
  useInsertionEffect(() => installStyleSheet('tw-native-controls', CSS), []);
  const { token } = theme.useToken();
  return {
    '--tw-c-height': `${token.controlHeight}px`,
    '--tw-c-border': token.colorBorder,
    '--tw-c-radius': `${token.borderRadius}px`,
    '--tw-c-bg': token.colorBgContainer,
    '--tw-c-text': token.colorText,
    '--tw-c-font-size': `${token.fontSize}px`,
    '--tw-c-line-height': token.lineHeight,
    '--tw-c-hover': token.colorPrimaryHover,
    '--tw-c-primary': token.colorPrimary,
    '--tw-c-ring': token.controlOutline,
    '--tw-c-placeholder': token.colorTextPlaceholder,
    '--tw-c-icon': token.colorTextTertiary,
    '--tw-c-error': token.colorError,
    '--tw-c-error-ring': token.colorErrorOutline,
  } as CSSProperties;
}
