// Where each endpoint the apps call is: its method and path, written once. The declarations in
// this folder (defineEndpoint) take them from here, the API registers its routes from those, and
// the apps call the same addresses through @teamwear/shared/api-routes. This module imports nothing,
// so that a page calls the API without zod and the schemas: those load only to check an answer.
// Paths are written the Fastify way (`/api/designs/:id`).

/** Signing in and out, and the steps a sign-in may need. */
export const signInAddresses = {
  token: { method: 'POST', path: '/api/accounts/token' },
  refresh: { method: 'POST', path: '/api/accounts/refreshtoken' },
  signOut: { method: 'POST', path: '/api/accounts/token/destroy' },
  confirmOtp: { method: 'POST', path: '/api/oauth/confirmotp' },
  resendOtp: { method: 'POST', path: '/api/oauth/resendotp' },
  terms: { method: 'GET', path: '/api/oauth/termsandconditions' },
  acceptTerms: { method: 'POST', path: '/api/oauth/accepttermsandconditions' },
  social: { method: 'POST', path: '/api/oauth/social' },
} as const;

/** Registering, passwords and the email's confirmation. */
export const passwordAddresses = {
  register: { method: 'POST', path: '/api/accounts/register' },
  forgot: { method: 'POST', path: '/api/accounts/forgotpassword' },
  reset: { method: 'POST', path: '/api/accounts/resetpassword' },
  unlock: { method: 'POST', path: '/api/oauth/unlock' },
  change: { method: 'PUT', path: '/api/oauth/password' },
  verifyEmail: { method: 'POST', path: '/api/accounts/verifyemail' },
  resendVerifyEmail: { method: 'POST', path: '/api/accounts/verifyemail/resend' },
} as const;

/** The signed-in user's account: details, the dashboard's summary, mails wanted, sessions. */
export const accountAddresses = {
  details: { method: 'GET', path: '/api/accounts/details' },
  updateDetails: { method: 'PUT', path: '/api/accounts/details' },
  summary: { method: 'GET', path: '/api/accounts/summary' },
  notifications: { method: 'GET', path: '/api/oauth/notification' },
  updateNotifications: { method: 'PUT', path: '/api/oauth/notification' },
  sessions: { method: 'GET', path: '/api/oauth/token' },
  endSession: { method: 'DELETE', path: '/api/oauth/destroy/:userId/:sessionId' },
} as const;

/** The signed-in customer's cart. */
export const cartAddresses = {
  read: { method: 'GET', path: '/api/cart' },
  add: { method: 'POST', path: '/api/cart/items' },
  remove: { method: 'DELETE', path: '/api/cart/items/:id' },
} as const;

/** The contact form. */
export const contactAddresses = {
  send: { method: 'POST', path: '/api/contact' },
} as const;

/** The signed-in user's designs. */
export const designAddresses = {
  create: { method: 'POST', path: '/api/designs' },
  list: { method: 'GET', path: '/api/designs' },
  read: { method: 'GET', path: '/api/designs/:id' },
  save: { method: 'PUT', path: '/api/designs/:id' },
  remove: { method: 'DELETE', path: '/api/designs/:id' },
  duplicate: { method: 'POST', path: '/api/designs/:id/duplicate' },
} as const;

/** The shop's fabrics. */
export const fabricAddresses = {
  catalogue: { method: 'GET', path: '/api/fabrics' },
} as const;

/** The fonts the studio offers, and their files. */
export const fontAddresses = {
  list: { method: 'GET', path: '/api/fonts' },
  details: { method: 'GET', path: '/api/fonts/:id' },
  file: { method: 'GET', path: '/api/fonts/:id/files/:file' },
} as const;

/** A design handed from a partner's site to the shop. */
export const handoffAddresses = {
  create: { method: 'POST', path: '/api/handoffs' },
  claim: { method: 'POST', path: '/api/handoffs/claim' },
  preview: { method: 'POST', path: '/api/handoffs/preview' },
  decline: { method: 'POST', path: '/api/handoffs/decline' },
} as const;

/** The picture library: the shop's pictures and the user's own. */
export const imageAddresses = {
  search: { method: 'GET', path: '/api/images' },
  uploadShopImage: { method: 'POST', path: '/api/provider/images' },
  listShopImages: { method: 'GET', path: '/api/provider/images' },
  retagShopImage: { method: 'PUT', path: '/api/provider/images/:id/tags' },
  deleteShopImage: { method: 'DELETE', path: '/api/provider/images/:id' },
  listMine: { method: 'GET', path: '/api/images/mine' },
  uploadMine: { method: 'POST', path: '/api/images/mine' },
  mine: { method: 'GET', path: '/api/images/mine/:id' },
  deleteMine: { method: 'DELETE', path: '/api/images/mine/:id' },
} as const;

/** Whether the customer's orders changed (the pages that show orders ask every few seconds). */
export const orderChangeAddresses = {
  version: { method: 'GET', path: '/api/orders/version' },
} as const;

/** The customer's orders. */
export const orderAddresses = {
  quote: { method: 'POST', path: '/api/orders/quote' },
  place: { method: 'POST', path: '/api/orders' },
  list: { method: 'GET', path: '/api/orders' },
  read: { method: 'GET', path: '/api/orders/:id' },
  cancel: { method: 'POST', path: '/api/orders/:id/cancel' },
  received: { method: 'POST', path: '/api/orders/:id/received' },
} as const;

/** The team manager's size collections (a customer's). */
export const sizeCollectionAddresses = {
  create: { method: 'POST', path: '/api/collections' },
  list: { method: 'GET', path: '/api/collections' },
  read: { method: 'GET', path: '/api/collections/:id' },
  change: { method: 'PATCH', path: '/api/collections/:id' },
  close: { method: 'POST', path: '/api/collections/:id/close' },
  reopen: { method: 'POST', path: '/api/collections/:id/reopen' },
  remind: { method: 'POST', path: '/api/collections/:id/remind' },
  addEntry: { method: 'POST', path: '/api/collections/:id/entries' },
  addPlayers: { method: 'POST', path: '/api/collections/:id/players' },
  changeEntry: { method: 'PUT', path: '/api/collections/:id/entries/:entryId' },
  removeEntry: { method: 'DELETE', path: '/api/collections/:id/entries/:entryId' },
} as const;

/** A size collection's public page: the players' calls, by the link's code. */
export const joinAddresses = {
  view: { method: 'GET', path: '/api/join/:code' },
  join: { method: 'POST', path: '/api/join/:code/entries' },
  read: { method: 'GET', path: '/api/join/:code/entries/:entryId' },
  change: { method: 'PUT', path: '/api/join/:code/entries/:entryId' },
} as const;

/** Players pay (issue 38): the shop's list of collections whose players pay, and a player's payment recorded or reversed. */
export const playersPayAddresses = {
  list: { method: 'GET', path: '/api/provider/collection-payments' },
  record: { method: 'POST', path: '/api/provider/collections/:id/entries/:entryId/payments' },
  reverse: { method: 'POST', path: '/api/provider/collections/:id/entries/:entryId/payments/:paymentId/reverse' },
} as const;

/** A garment's size guide: the sizes each piece is offered in, and their measurements. */
export const sizeGuideAddresses = {
  get: { method: 'GET', path: '/api/size-guides/:product' },
  /** The owner's: a garment's whole guide. */
  put: { method: 'PUT', path: '/api/provider/catalogue/size-guide' },
} as const;

/** The shop's size chart, and the signed-in user's roster. */
export const playerAddresses = {
  sizeChart: { method: 'GET', path: '/api/sizes' },
  list: { method: 'GET', path: '/api/players' },
  create: { method: 'POST', path: '/api/players' },
  update: { method: 'PUT', path: '/api/players/:id' },
  remove: { method: 'DELETE', path: '/api/players/:id' },
  removeMany: { method: 'POST', path: '/api/players/delete' },
  import: { method: 'POST', path: '/api/players/import' },
  export: { method: 'GET', path: '/api/players/export' },
} as const;

/** The customer's proof of an order, and their approval. */
export const proofAddresses = {
  pdf: { method: 'GET', path: '/api/orders/:id/proof.pdf' },
  approve: { method: 'POST', path: '/api/orders/:id/proof/approve' },
} as const;

/** The shop's customers, for its back office (an administrator's provider token). */
export const shopCustomerAddresses = {
  list: { method: 'GET', path: '/api/provider/customers' },
  csv: { method: 'GET', path: '/api/provider/customers.csv' },
  read: { method: 'GET', path: '/api/provider/customers/:id' },
  designPicture: { method: 'GET', path: '/api/provider/customers/:id/designs/:designId/picture' },
} as const;

/** The shop's orders (a provider token): the list, one order's page, its moves and payments, its pictures and proof. */
export const providerOrderAddresses = {
  list: { method: 'GET', path: '/api/provider/orders' },
  read: { method: 'GET', path: '/api/provider/orders/:id' },
  transition: { method: 'POST', path: '/api/provider/orders/:id/transition' },
  payments: { method: 'POST', path: '/api/provider/orders/:id/payments' },
  reversePayment: { method: 'POST', path: '/api/provider/orders/:id/payments/:paymentId/reverse' },
  picture: { method: 'GET', path: '/api/provider/orders/:id/pictures/:side' },
  proofPdf: { method: 'GET', path: '/api/provider/orders/:id/proof.pdf' },
} as const;

/** The print files of one of the shop's orders: where their making stands, the ZIP, making them again. */
export const productionAddresses = {
  status: { method: 'GET', path: '/api/provider/orders/:id/production' },
  zip: { method: 'GET', path: '/api/provider/orders/:id/production.zip' },
  retry: { method: 'POST', path: '/api/provider/orders/:id/production/retry' },
} as const;

/** The back office's view of the shop's orders (a provider token): their version, the board. */
export const shopOrderBoardAddresses = {
  version: { method: 'GET', path: '/api/provider/orders/version' },
  board: { method: 'GET', path: '/api/provider/orders/board' },
} as const;

/** How long the shop's orders may wait in each status before they are marked. */
export const leadTimeAddresses = {
  get: { method: 'GET', path: '/api/provider/settings/lead-times' },
  put: { method: 'PUT', path: '/api/provider/settings/lead-times' },
} as const;

/** The shop's catalogue: the garments it offers and in which order, their prices, production days, delivery fee. */
export const catalogueAddresses = {
  get: { method: 'GET', path: '/api/provider/catalogue' },
  garments: { method: 'PUT', path: '/api/provider/catalogue/garments' },
  prices: { method: 'PUT', path: '/api/provider/catalogue/prices' },
  terms: { method: 'PUT', path: '/api/provider/catalogue/terms' },
} as const;

/** Where the shop's own mail goes: the address new orders are mailed to. */
export const shopMailSettingsAddresses = {
  get: { method: 'GET', path: '/api/provider/settings/mail' },
  put: { method: 'PUT', path: '/api/provider/settings/mail' },
} as const;

/** The shop's production settings: its inks and print areas. */
export const productionSettingsAddresses = {
  get: { method: 'GET', path: '/api/provider/production/settings' },
  put: { method: 'PUT', path: '/api/provider/production/settings' },
} as const;

/** The shop's design templates. */
export const templateAddresses = {
  list: { method: 'GET', path: '/api/templates' },
  read: { method: 'GET', path: '/api/templates/:id' },
} as const;

/** The shop's templates in its back office (a provider token): all of them, made from a customer's design, published or not, in order. */
export const shopTemplateAddresses = {
  list: { method: 'GET', path: '/api/provider/templates' },
  create: { method: 'POST', path: '/api/provider/templates' },
  change: { method: 'PATCH', path: '/api/provider/templates/:id' },
  remove: { method: 'DELETE', path: '/api/provider/templates/:id' },
  reorder: { method: 'PUT', path: '/api/provider/templates/order' },
} as const;

/** The shop's numbers, its back office's home (a staff token): this week and the twelve before, and as CSV. */
export const shopNumbersAddresses = {
  read: { method: 'GET', path: '/api/provider/numbers' },
  csv: { method: 'GET', path: '/api/provider/numbers.csv' },
} as const;

/** The shop's brand: its name, colour and contact (owners). */
export const shopBrandAddresses = {
  get: { method: 'GET', path: '/api/provider/settings/brand' },
  put: { method: 'PUT', path: '/api/provider/settings/brand' },
  putLogo: { method: 'PUT', path: '/api/provider/settings/brand/logo' },
  deleteLogo: { method: 'DELETE', path: '/api/provider/settings/brand/logo' },
} as const;
/** The shop's uploaded logo, served to its customers (no sign-in); `?v=` names the version. */
export const shopLogoAddress = { method: 'GET', path: '/api/shop/logo' } as const;

/** The shop's rules for being paid: the methods it accepts and its deposit rule (owners). */
export const shopPaymentRulesAddresses = {
  get: { method: 'GET', path: '/api/provider/settings/payments' },
  put: { method: 'PUT', path: '/api/provider/settings/payments' },
} as const;

/** The shop's partner sites: the origins that may embed its studio, and its shop key (owners). */
export const shopPartnerAddresses = {
  get: { method: 'GET', path: '/api/provider/settings/partners' },
  put: { method: 'PUT', path: '/api/provider/settings/partners' },
  rotateKey: { method: 'POST', path: '/api/provider/settings/partners/rotate-key' },
} as const;

/** The shop's team (owners), and the invitation link's page (no sign-in). */
export const shopTeamAddresses = {
  list: { method: 'GET', path: '/api/provider/team' },
  invite: { method: 'POST', path: '/api/provider/team' },
  resendInvite: { method: 'POST', path: '/api/provider/team/:id/invitation' },
  changeRole: { method: 'PUT', path: '/api/provider/team/:id/role' },
  remove: { method: 'DELETE', path: '/api/provider/team/:id' },
  invitation: { method: 'POST', path: '/api/team/invitation' },
  accept: { method: 'POST', path: '/api/team/invitation/accept' },
} as const;

/** The shop's audit log (owners). */
export const auditAddresses = {
  list: { method: 'GET', path: '/api/provider/audit' },
  csv: { method: 'GET', path: '/api/provider/audit.csv' },
} as const;

/** The shop the host names, and its icon. */
export const tenantAddresses = {
  whoami: { method: 'GET', path: '/whoami' },
  favicon: { method: 'GET', path: '/favicon.png' },
  faviconIco: { method: 'GET', path: '/favicon.ico' },
} as const;

/** What the customer pays now for one of their orders, its invoice, and the receipt of each payment (issue 38). */
export const orderPaymentAddresses = {
  payment: { method: 'GET', path: '/api/orders/:id/payment' },
  invoice: { method: 'GET', path: '/api/orders/:id/invoice' },
  receipt: { method: 'GET', path: '/api/orders/:id/payments/:paymentId/receipt' },
} as const;

/** An order's invoice for the shop (staff with the payments permission). */
export const providerInvoiceAddresses = {
  invoice: { method: 'GET', path: '/api/provider/orders/:id/invoice' },
  receipt: { method: 'GET', path: '/api/provider/orders/:id/payments/:paymentId/receipt' },
} as const;

/** What a browser reports of the shell's remotes: a release it could not load or refused. */
export const clientReportAddresses = {
  remoteFailure: { method: 'POST', path: '/api/client-reports/remote-failures' },
} as const;
