// antd's ConfigProvider imports its tooltip's UniqueProvider, and with it @rc-component/trigger
// whole (8.5 KB gzip), to wrap the page in it only when `tooltip={{ unique: true }}` is set, which
// no app sets. Every page drawn with antd downloaded it with the shell's antd root (every /me
// page: the dashboard, the order form), tooltips or not. A host's ConfigProvider gets a provider
// that draws its children instead; antd's Tooltip, Select, Dropdown… still import the trigger
// themselves, and download it when a page draws one.

/** What ConfigProvider wraps the page in with `tooltip.unique`: nothing (an ES module, no file). */
export const UNUSED_UNIQUE_PROVIDER = 'data:text/javascript,export default function UniqueProvider(props) { return props.children; }';

const CONFIG_PROVIDER = /[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/;

/**
 * The plugin for a host's build (the shell, the embed host: the apps that bundle antd's
 * ConfigProvider; a remote takes it from the host), with the app's own webpack. A ConfigProvider
 * given `tooltip.unique` would ignore it: antd-unique-tooltip.test.mjs fails when a source sets it.
 */
export function withoutUniqueTooltipProvider(webpack) {
  return new webpack.NormalModuleReplacementPlugin(/^\.\.\/tooltip\/UniqueProvider$/, (resolveData) => {
    if (CONFIG_PROVIDER.test(resolveData.contextInfo?.issuer ?? '')) resolveData.request = UNUSED_UNIQUE_PROVIDER;
  });
}
