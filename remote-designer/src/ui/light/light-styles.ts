import type theme from 'antd/es/theme';

type Token = ReturnType<typeof theme.useToken>['token'];

/** The Button component tokens the shop's theme sets (the shell's buildTheme): the states' colours
 *  it chose for contrast. Left out, antd's own from the global tokens. */
export interface ButtonStates {
  defaultHoverColor?: string;
  defaultActiveColor?: string;
  colorPrimaryHover?: string;
  colorPrimaryActive?: string;
}

/**
 * The rules of the studio's light controls (buttons, the view switch, hints): antd's Button,
 * Segmented and Tooltip as antd's style functions draw them on the theme's tokens (colours,
 * sizes, radii, the focus ring), without the components and their CSS-in-JS. antd registers a
 * component's styles (and computes its component tokens) the first time one is drawn: in the
 * studio's first commits that was 40–55 ms of a phone's main thread. One style element, written
 * inside the studio (a shadow root on a partner's page has no other way in), with the rules a
 * style attribute cannot say (hover, focus, disabled, the spinner's turn).
 */
export function lightControlRules(token: Token, button: ButtonStates = {}): string {
  const defaultHover = button.defaultHoverColor ?? token.colorPrimaryHover;
  const defaultActive = button.defaultActiveColor ?? token.colorPrimaryActive;
  const primaryHover = button.colorPrimaryHover ?? token.colorPrimaryHover;
  const primaryActive = button.colorPrimaryActive ?? token.colorPrimaryActive;
  const focus = `outline: ${token.lineWidthFocus}px solid ${token.colorPrimaryBorder}; outline-offset: 1px;`;
  return `
.tw-btn { display: inline-flex; align-items: center; justify-content: center; gap: ${token.marginXS}px; box-sizing: border-box;
  height: ${token.controlHeight}px; padding: 0 ${token.paddingContentHorizontal - token.lineWidth}px; margin: 0;
  font: inherit; font-size: ${token.fontSize}px; line-height: ${token.lineHeight}; white-space: nowrap; cursor: pointer;
  color: ${token.colorText}; background: ${token.colorBgContainer}; border: ${token.lineWidth}px solid ${token.colorBorder};
  border-radius: ${token.borderRadius}px; box-shadow: 0 2px 0 rgba(0, 0, 0, 0.02); transition: all ${token.motionDurationMid} ${token.motionEaseInOut};
  touch-action: manipulation; user-select: none; }
.tw-btn:hover:not(:disabled) { color: ${defaultHover}; border-color: ${token.colorPrimaryHover}; }
.tw-btn:active:not(:disabled) { color: ${defaultActive}; border-color: ${token.colorPrimaryActive}; }
.tw-btn:focus-visible { ${focus} }
.tw-btn-primary { color: ${token.colorTextLightSolid}; background: ${token.colorPrimary}; border-color: transparent; box-shadow: 0 2px 0 ${token.controlOutline}; }
.tw-btn-primary:hover:not(:disabled) { color: ${token.colorTextLightSolid}; background: ${primaryHover}; border-color: transparent; }
.tw-btn-primary:active:not(:disabled) { color: ${token.colorTextLightSolid}; background: ${primaryActive}; border-color: transparent; }
.tw-btn-text { background: transparent; border-color: transparent; box-shadow: none; }
.tw-btn-text:hover:not(:disabled) { color: ${token.colorText}; background: ${token.colorBgTextHover}; border-color: transparent; }
.tw-btn-text:active:not(:disabled) { color: ${token.colorText}; background: ${token.colorBgTextActive}; border-color: transparent; }
.tw-btn:disabled { cursor: not-allowed; color: ${token.colorTextDisabled}; background: ${token.colorBgContainerDisabled}; border-color: ${token.colorBorder}; box-shadow: none; }
.tw-btn-text:disabled { background: transparent; border-color: transparent; }
.tw-btn-loading { opacity: 0.65; cursor: default; pointer-events: none; }
.tw-btn-sm { height: ${token.controlHeightSM}px; padding: 0 ${token.paddingXS - token.lineWidth}px; border-radius: ${token.borderRadiusSM}px; }
.tw-btn-icon-only { width: ${token.controlHeight}px; padding: 0; font-size: ${token.fontSizeLG}px; }
.tw-btn-sm.tw-btn-icon-only { width: ${token.controlHeightSM}px; font-size: ${token.fontSize}px; }
.tw-spin { display: inline-flex; animation: tw-spin 1s infinite linear; }
@keyframes tw-spin { to { transform: rotate(360deg); } }
.tw-seg { display: inline-flex; padding: 2px; border-radius: ${token.borderRadius}px; background: ${token.colorBgLayout}; color: ${token.colorTextLabel}; }
.tw-seg-item { min-height: ${token.controlHeight - 4}px; padding: 0 ${token.controlPaddingHorizontal - token.lineWidth}px; margin: 0;
  font: inherit; font-size: ${token.fontSize}px; line-height: ${token.controlHeight - 4}px; color: inherit; background: transparent;
  border: none; border-radius: ${token.borderRadiusSM}px; cursor: pointer; transition: color ${token.motionDurationMid}, background ${token.motionDurationMid}; }
.tw-seg-item:hover:not([aria-checked='true']) { color: ${token.colorText}; background: ${token.colorFillSecondary}; }
.tw-seg-item[aria-checked='true'] { color: ${token.colorText}; background: ${token.colorBgElevated}; box-shadow: ${token.boxShadowTertiary}; }
.tw-seg-item:focus-visible { ${focus} }
.tw-seg-block { display: flex; width: 100%; box-sizing: border-box; }
.tw-seg-block .tw-seg-item { flex: 1 1 0; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.tw-seg-sm { border-radius: ${token.borderRadiusSM}px; }
.tw-seg-sm .tw-seg-item { min-height: ${token.controlHeightSM - 4}px; line-height: ${token.controlHeightSM - 4}px; padding: 0 ${token.controlPaddingHorizontalSM - token.lineWidth}px; border-radius: ${token.borderRadiusXS}px; }
.tw-switch { position: relative; display: inline-block; box-sizing: border-box; min-width: 28px; height: 16px; padding: 0; margin: 0; border: 0;
  border-radius: 100px; background: ${token.colorTextQuaternary}; cursor: pointer; vertical-align: middle; transition: background ${token.motionDurationMid}; }
.tw-switch:hover { background: ${token.colorTextTertiary}; }
.tw-switch[aria-checked='true'] { background: ${token.colorPrimary}; }
.tw-switch[aria-checked='true']:hover { background: ${token.colorPrimaryHover}; }
.tw-switch:focus-visible { ${focus} }
.tw-switch-handle { position: absolute; top: 2px; inset-inline-start: 2px; width: 12px; height: 12px; border-radius: 50%;
  background: #fff; box-shadow: 0 2px 4px 0 rgba(0, 35, 11, 0.2); transition: inset-inline-start ${token.motionDurationMid} ${token.motionEaseInOut}; }
.tw-switch[aria-checked='true'] .tw-switch-handle { inset-inline-start: calc(100% - 14px); }
.tw-hint { position: absolute; bottom: calc(100% + 8px); left: 50%; transform: translateX(-50%); z-index: ${token.zIndexPopupBase + 70};
  width: max-content; max-width: 250px; padding: 6px 8px; box-sizing: border-box; pointer-events: none;
  font-size: ${token.fontSize}px; line-height: ${token.lineHeight}; font-weight: normal; white-space: normal; text-align: start;
  color: ${token.colorTextLightSolid}; background: ${token.colorBgSpotlight}; border-radius: ${token.borderRadius}px; box-shadow: ${token.boxShadowSecondary}; }
.tw-hint::after { content: ''; position: absolute; top: 100%; left: 50%; margin-left: -6px; border: 6px solid transparent; border-top-color: ${token.colorBgSpotlight}; }
`;
}
