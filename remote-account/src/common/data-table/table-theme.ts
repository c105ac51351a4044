import theme from 'antd/es/theme';
import { useInsertionEffect, type CSSProperties } from 'react';
import { installStyleSheet } from '@teamwear/shared/ui';

// The rules inline styles cannot say (hover, focus, the spinner), as antd's table draws them; the
// colours come from the theme's tokens through the custom properties `tableThemeVariables` sets on
// the table, so a shop's theme and the dark mode reach them.
const CSS = `
.tw-dt { position: relative; }
.tw-dt-scroll { overflow-x: auto; }
.tw-dt table { width: 100%; border-collapse: separate; border-spacing: 0; text-align: start; color: var(--tw-dt-text); font-size: var(--tw-dt-font-size); }
.tw-dt th, .tw-dt td { padding: var(--tw-dt-pad-block) var(--tw-dt-pad-inline); border-bottom: 1px solid var(--tw-dt-border); overflow-wrap: break-word; }
.tw-dt th { background: var(--tw-dt-header-bg); color: var(--tw-dt-heading); font-weight: var(--tw-dt-heading-weight); text-align: start; }
.tw-dt thead th:first-child { border-start-start-radius: var(--tw-dt-radius); }
.tw-dt thead th:last-child { border-start-end-radius: var(--tw-dt-radius); }
.tw-dt-nowrap th, .tw-dt-nowrap td { white-space: nowrap; }
.tw-dt tbody tr:hover > td { background: var(--tw-dt-hover-bg); }
.tw-dt tbody tr.tw-dt-selected > td { background: var(--tw-dt-selected-bg); }
.tw-dt tbody tr.tw-dt-selected:hover > td { background: var(--tw-dt-selected-hover-bg); }
.tw-dt tbody tr.tw-dt-clickable { cursor: pointer; }
.tw-dt .tw-dt-end { text-align: end; }
.tw-dt .tw-dt-sort { display: flex; width: 100%; align-items: center; justify-content: space-between; gap: 4px; margin: 0; padding: 0; border: 0; background: none; color: inherit; font: inherit; text-align: inherit; cursor: pointer; }
.tw-dt th.tw-dt-end .tw-dt-sort { flex-direction: row-reverse; }
.tw-dt th:has(.tw-dt-sort):hover { background: var(--tw-dt-header-hover-bg); }
.tw-dt .tw-dt-sort:focus-visible, .tw-dt input:focus-visible, .tw-dt a:focus-visible { outline: 2px solid var(--tw-dt-focus); outline-offset: 2px; border-radius: 2px; }
.tw-dt .tw-dt-sort-icon { display: inline-flex; flex-direction: column; color: var(--tw-dt-icon); }
.tw-dt .tw-dt-sort-icon .tw-dt-on { color: var(--tw-dt-primary); }
.tw-dt .tw-dt-check { width: 16px; height: 16px; margin: 0; vertical-align: middle; accent-color: var(--tw-dt-primary); cursor: pointer; }
.tw-dt tbody[aria-busy="true"] { opacity: .5; pointer-events: none; }
.tw-dt-busy { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center; pointer-events: none; }
.tw-dt-spinner { width: 24px; height: 24px; border: 3px solid var(--tw-dt-border); border-top-color: var(--tw-dt-primary); border-radius: 50%; animation: tw-dt-spin 1s linear infinite; }
@keyframes tw-dt-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .tw-dt-spinner { animation-duration: 3s; } }
`;

export type TableSize = 'small' | 'middle' | 'large';

/** The table's colours and spacing from the theme's tokens, as custom properties for its rules. */
export function useTableTheme(size: TableSize): CSSProperties {
  // In an effect, not while rendering: a page rendered on the server (the tests') has no document.
  useInsertionEffect(() => installStyleSheet('tw-data-table', CSS), []);
  const { token } = theme.useToken();
  const padding = { small: [token.paddingXS, token.paddingXS], middle: [token.paddingSM, token.paddingXS], large: [token.padding, token.padding] }[size];
  return {
    '--tw-dt-text': token.colorText,
    '--tw-dt-heading': token.colorTextHeading,
    '--tw-dt-heading-weight': token.fontWeightStrong,
    '--tw-dt-font-size': `${token.fontSize}px`,
    '--tw-dt-pad-block': `${padding[0]}px`,
    '--tw-dt-pad-inline': `${padding[1]}px`,
    '--tw-dt-border': token.colorBorderSecondary,
    '--tw-dt-radius': `${token.borderRadiusLG}px`,
    '--tw-dt-header-bg': token.colorFillAlter,
    '--tw-dt-header-hover-bg': token.colorFillSecondary,
    '--tw-dt-hover-bg': token.colorFillAlter,
    '--tw-dt-selected-bg': token.controlItemBgActive,
    '--tw-dt-selected-hover-bg': token.controlItemBgActiveHover,
    '--tw-dt-focus': token.colorPrimary,
    '--tw-dt-primary': token.colorPrimary,
    '--tw-dt-icon': token.colorTextQuaternary,
    background: token.colorBgContainer,
    borderRadius: token.borderRadiusLG,
  } as CSSProperties;
}
