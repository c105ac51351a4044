/**
 * @teamwear/shared/ui/kit: the apps' light UI kit, the pieces drawn without antd (what reads antd's
 * theme is ./themed). Stateless, so not shared through module federation (build/webpack-app.mjs):
 * each app bundles what it imports, as if it were its own code, so the kit is no part of the shell
 * contract and a page downloads only the pieces it draws.
 */
export { useBelow, useMediaQuery } from './media-query';
export { visuallyHidden } from './visually-hidden';
export { antdIcon } from './antd-icon';
export { STEP_ICONS } from './step-icons';
export { saveFile } from './save-file';
export { useDismiss } from './use-dismiss';
