export { dateLocale, formatDate, formatMoney, formatNumber } from './format';
export { showToast, closeToast, clearToasts, toastStore, TOAST_POSITIONS, TOAST_SEVERITIES, DEFAULT_TOAST_LIFE, type Toast, type ToastOptions, type ToastPosition, type ToastSeverity } from './toast';
export {
  confirm,
  choose,
  settleConfirm,
  settleChoice,
  confirmStore,
  type Choice,
  type ChoiceOptions,
  type ConfirmOptions,
  type ConfirmPosition,
  type PendingConfirm,
} from './confirm';
export { busyStore, whileBusy, setBusy } from './busy';
export {
  layoutConfigStore,
  updateLayoutConfig,
  parseLayoutConfig,
  DEFAULT_LAYOUT_CONFIG,
  LAYOUT_CONFIG_STORAGE_KEY,
  PRESETS,
  MENU_MODES,
  PRIMARY_COLOURS,
  SURFACES,
  type LayoutConfig,
  type MenuMode,
  type Preset,
  type PrimaryColourName,
  type SurfaceName,
} from './layout-config';
export { responsiveDialogWidth } from './dialog-width';
export { installStyleSheet } from './style-sheet';
export { provideAntdBoundary, preloadShopAntd, WithShopAntd, type AntdBoundary, type AntdBoundaryProps } from './antd-boundary';
