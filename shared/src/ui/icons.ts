// @teamwear/shared/ui/icons: icons drawn without @ant-design/icons or antd (./antd-icon.tsx).
// An entry of its own, not in ./index.ts: the shell's first paint (which loads ./index.ts) draws
// none of them.
export { antdIcon } from './antd-icon';
export { STEP_ICONS } from './step-icons';
