/**
 * @teamwear/shared/ui/kit/themed: the light UI kit's antd look-alikes, drawn as antd's components
 * draw them on the theme's tokens (antd/es/theme), without the components themselves and what they
 * always bring. An entry apart from ./index.ts: what reads antd's theme loads antd's core file, which
 * the pages drawn without antd must not download for the sake of a light component. Bundled by each
 * app, not shared (./index.ts says why).
 */
export { Heading, Paragraph, Text, type HeadingLevel, type TextProps, type TextTone } from './typography';
export { SurfaceCard } from './SurfaceCard';
export { EmptyState } from './EmptyState';
export { TagLabel, type TagLabelProps } from './TagLabel';
export { WarningResult } from './WarningResult';
export { ActionMenu, type ActionMenuItem, type MenuTriggerProps } from './ActionMenu';
export { CoverCard } from './CoverCard';
export { SkeletonBlock } from './Skeleton';
