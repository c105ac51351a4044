import theme from 'antd/es/theme';
import type { CSSProperties } from 'react';
import { installStyleSheet } from '@teamwear/shared/ui';

// The pager's buttons as antd's Pagination draws its items (square, the current one outlined in
// the primary colour), on the theme's tokens through custom properties.
const CSS = `
.tw-pager { display: flex; flex-wrap: wrap; align-items: center; justify-content: flex-end; gap: 8px; margin: 16px 0 0; color: var(--tw-pg-text); font-size: var(--tw-pg-font-size); }
.tw-pager ol { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; margin: 0; padding: 0; list-style: none; }
.tw-pager-item { box-sizing: border-box; display: inline-flex; align-items: center; justify-content: center; min-width: var(--tw-pg-size); height: var(--tw-pg-size); padding: 0 6px; border: 1px solid transparent; border-radius: var(--tw-pg-radius); background: transparent; color: inherit; font: inherit; cursor: pointer; }
.tw-pager-item:hover:not(:disabled) { background: var(--tw-pg-hover-bg); }
.tw-pager-item[aria-current="page"] { border-color: var(--tw-pg-primary); background: var(--tw-pg-bg); color: var(--tw-pg-primary); font-weight: var(--tw-pg-strong); }
.tw-pager-item:disabled { color: var(--tw-pg-disabled); cursor: not-allowed; }
.tw-pager-item:focus-visible { outline: 2px solid var(--tw-pg-primary); outline-offset: 1px; }
[dir="rtl"] .tw-pager { --tw-pg-mirror: -1; }
.tw-pager-gap { min-width: var(--tw-pg-size); text-align: center; color: var(--tw-pg-disabled); letter-spacing: 2px; }
`;

export function usePagerTheme(): CSSProperties {
  installStyleSheet('tw-pager', CSS);
  const { token } = theme.useToken();
  return {
    '--tw-pg-text': token.colorText,
    '--tw-pg-font-size': `${token.fontSize}px`,
    '--tw-pg-size': `${token.controlHeight}px`,
    '--tw-pg-radius': `${token.borderRadius}px`,
    '--tw-pg-hover-bg': token.colorBgTextHover,
    '--tw-pg-primary': token.colorPrimary,
    '--tw-pg-bg': token.colorBgContainer,
    '--tw-pg-strong': token.fontWeightStrong,
    '--tw-pg-disabled': token.colorTextDisabled,
  } as CSSProperties;
}
