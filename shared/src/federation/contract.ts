/**
 * The shell contract: what the shell gives the remotes it loads, as `<major>.<minor>`. A remote is
 * built against the contract of the @teamwear/shared it was built with; its build writes that
 * into its mf-manifest.json (metaData.shellContract, build/shell-contract.mjs), and the shell
 * refuses to run a remote whose manifest asks for a contract it does not keep
 * (shell/src/federation/remote-loading-plugin.ts), showing the remote's fallback instead.
 *
 * What the contract covers: the props the shell passes to the remotes' pages and modules (a
 * page's `:name` path segments); the singletons of @teamwear/shared the shell provides and the
 * remotes use through it (tenant, i18n with registerStrings and the shell's namespace, session,
 * routes and the mount table's owners and prefixes, ui and its hosts, cart, federation's remote
 * module loader); how the shell reads a remote's manifest (metaData.pages, the page list format
 * of @teamwear/shared/routes); and what the shell exposes for the remotes to find on the page
 * (the federation runtime).
 *
 * 2.0: a remote lists its own pages in its manifest and brings its own strings (its i18next
 * namespace); the shell no longer has them, so a remote built for 1.x would lack both.
 * 2.1: @teamwear/shared/api gives apiAddress (a file the API serves, e.g. a catalogue font), and
 * the contracts add the orders', production's, images' and fonts' endpoints and schemas; a remote
 * built for 2.1 calls them through the shell's copy, which a 2.0 shell does not have.
 * 2.2: the images' contract adds a customer's own pictures (imageEndpoints listMine, uploadMine,
 * mine, deleteMine; MY_IMAGE_MAX_DATA_URL), which the studio's library uses.
 * 2.3: @teamwear/shared/api-routes (each endpoint's method and path, without zod) and
 * @teamwear/shared/contracts/plain (the contracts' zod-free values), and @teamwear/shared/api's
 * callEndpoint and downloadEndpoint take a route (checking its answer loads the declaration): the
 * account area and the studio call the API through them, which a 2.2 shell does not provide.
 * 2.4: @teamwear/shared/contracts/plain adds a roster's limits, messages and sorts (PLAYER_SORTS,
 * PLAYER_MESSAGES, MAX_PLAYERS_PER_CUSTOMER…) and the text messages (NUL_MESSAGE, UNICODE_MESSAGE),
 * which the account area's roster page reads there; a 2.3 shell's copy has none of them.
 * 2.5: @teamwear/shared/contracts (and /plain) add the control-character rules of text fields
 * (hasControlCharacter, controlCharacterMessage, PLAYER_MESSAGES.nameControl…) and the CSV cell
 * rules (FORMULA_START, neutraliseInsideCell); the account area's order and roster messages call
 * them, which a 2.4 shell's copy lacks. (toCsvCell is gone: only the API used it, no remote.)
 * 2.6: @teamwear/shared/api-routes adds signInRoutes, contactRoutes and tenantRoutes (the contact
 * form calls contactRoutes.send), and each route's method and path come from the declarations'
 * own table (contracts/addresses); a route's check loads `answers` (the roster's and My orders'
 * first answers written with zod/mini) where it loaded `declaration`. Remotes only pass routes to
 * callEndpoint, the shell's copy of both, so a remote built for 2.5 keeps running.
 * 2.7: the mount table has the back office (`/backoffice`, owner `backoffice`), and
 * @teamwear/shared/api-routes and the contracts add the shop team's endpoints (providerOrderRoutes,
 * productionRoutes, shopOrderBoardRoutes, leadTimeRoutes, shopCustomerRoutes, shopMailSettingsRoutes,
 * productionSettingsRoutes) and an order's shipment; the back office calls them through the shell's
 * copy, which a 2.6 shell lacks.
 * 2.8: the contracts add the shop's roles (ShopRole, STAFF_PERMISSIONS, mayDo, shopRoleOf, also in
 * /plain), the team's and the audit log's endpoints, and the back office part two's catalogue,
 * settings and numbers; an order read by the workshop comes without its money (nullable prices
 * and totals in ProviderOrder). The back office reads the role through /plain, which a 2.7
 * shell's copy lacks.
 * 2.9: the contracts and api-routes add a garment's size guide (sizeGuideRoutes, the catalogue's
 * sizes), the shop's partner sites and shop key, the brand's logo, mode and social links, and the
 * size collections' endpoints (sizeCollectionRoutes, joinRoutes); the checkout and the back office
 * call them through the shell's copy, which a 2.8 shell lacks.
 * 2.10: the contracts and api-routes add the shop's payment rules (paymentRulesRoutes, an order's
 * paymentTerms, payment reversals and balance overrides), what a customer pays now and the invoice
 * (orderPaymentRoutes), a collection entry's `ordered` and the join view's scenes, and the shell's
 * strings the menu's Size collections; the account and the back office call them through the
 * shell's copy, which a 2.9 shell lacks.
 * 2.11: the contracts and api-routes add receipts (orderPaymentRoutes.receipt,
 * providerInvoiceRoutes.receipt, OrderPayment.payments), the KHQR validity and the tax number in the
 * payment settings, players pay in size collections (playersPay, an entry's payment and share, the
 * shop's collection payments); the account and the back office call them through the shell's copy,
 * which a 2.10 shell lacks.
 * 2.12: @teamwear/shared/contracts/plain adds an order's messages and limits (ORDER_MESSAGES,
 * MAX_ORDER_PLAYERS) and the default size chart (DEFAULT_SIZE_CHART, sizesOf), which the order form
 * and the order page read there; and the answers of a design, a size guide, a quote, an order and a
 * proof's approval are checked with zod/mini (api-routes' firstLoad). A 2.11 shell's /plain lacks them.
 * 2.13: @teamwear/shared/federation adds prefetchPage and prefetchOnIntent (the shell provides how
 * a page is started before it is opened: providePagePrefetcher), and @teamwear/shared/api adds
 * answersCache (a page's first answers asked early); the back office's menu and the account's
 * pages use them through the shell's copy, which a 2.12 shell lacks.
 * 2.14: @teamwear/shared/ui adds WithShopAntd and preloadShopAntd (the shell provides antd and the
 * shop's theme around part of a page drawn without antd: provideAntdBoundary); the studio's page,
 * drawn without antd until its studio is here, uses them through the shell's copy, which a 2.13
 * shell lacks (its studio would be drawn in antd's own colours). And @teamwear/shared/federation
 * adds prefetchWhenIdle and prefetchModulesWhenIdle (a menu's other pages' code fetched when the
 * browser is idle, not on a data saver or 2G: connectionToSpare; PREFETCH_WHEN_IDLE_MARK), which
 * the back office's menu calls through the shell's copy.
 * - Bump the major, minor back to 0, when one of these is removed or changes in a way a remote
 *   built before would break on (a prop renamed, an export's signature or meaning changed, a
 *   store's state reshaped). Remotes built for the old major are refused until rebuilt. The
 *   package's own major (shared/package.json) moves with it: build/manifest-meta-data.test.mjs
 *   holds them together, so a promote's version check refuses what the contract refuses.
 * - Bump the minor when one is added: a remote built after may use it, so it needs a shell with
 *   at least that minor; remotes built before keep running.
 * - Anything else (a fix inside the shell, a new page of the shell) leaves it as it is.
 */
export const SHELL_CONTRACT = '2.14';

/** A manifest written before remotes declared a contract was built against what 1.0 describes. */
const CONTRACT_BEFORE_DECLARED = '1.0';

function parseContract(value: string): [number, number] | null {
  const match = /^(\d+)\.(\d+)$/.exec(value);
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/**
 * Why a shell keeping `shell` cannot run a remote built for `needed`, or null when it can: the
 * same major, and the shell's minor at least the remote's. `needed` is what the remote's manifest
 * says (undefined when it says nothing: a build from before contracts, taken as 1.0).
 */
export function contractMismatch(shell: string, needed: unknown): string | null {
  const wanted = needed === undefined ? CONTRACT_BEFORE_DECLARED : needed;
  const have = parseContract(shell);
  if (!have) return `the shell's contract "${shell}" is not <major>.<minor>`;
  const want = typeof wanted === 'string' ? parseContract(wanted) : null;
  if (!want) return `the remote asks for shell contract ${JSON.stringify(wanted)}, which is not <major>.<minor>`;
  if (want[0] !== have[0] || want[1] > have[1]) return `the remote was built for shell contract ${wanted}, this shell keeps ${shell}`;
  return null;
}

/** The contract a remote's mf-manifest.json asks for (undefined when it says none). */
export function contractOfManifest(manifest: unknown): unknown {
  const metaData = (manifest as { metaData?: { shellContract?: unknown } } | null)?.metaData;
  return metaData?.shellContract;
}
