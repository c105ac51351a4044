// The endpoints the apps call, as routes (method and path) typed from their declarations in
// ../contracts, which are imported here as types only: a page calls the API without zod and the
// contracts; their schemas download when an answer is checked. The compiler holds each method and
// path to its declaration's literal types, and api-routes.test.ts holds every group complete.
// A check imports the contracts whole, as the pages that import them do: the same modules, so
// webpack keeps them in the same chunks (importing each group's file alone split them into
// smaller chunks that pages importing the whole also downloaded: more bytes on /me/players).
import { routesOf } from '../api/route';
import type { accountEndpoints, passwordEndpoints } from '../contracts/account';
import type { cartEndpoints } from '../contracts/cart';
import type { designEndpoints } from '../contracts/designs';
import type { fabricEndpoints } from '../contracts/fabrics';
import type { fontEndpoints } from '../contracts/fonts';
import type { handoffEndpoints } from '../contracts/handoffs';
import type { imageEndpoints } from '../contracts/images';
import type { orderChangeEndpoints } from '../contracts/order-changes';
import type { orderEndpoints } from '../contracts/orders';
import type { playerEndpoints } from '../contracts/players';
import type { proofEndpoints } from '../contracts/production';
import type { templateEndpoints } from '../contracts/templates';

export const accountRoutes = routesOf<typeof accountEndpoints>(() => import('../contracts').then((module) => module.accountEndpoints), {
  details: { method: 'GET', path: '/api/accounts/details' },
  updateDetails: { method: 'PUT', path: '/api/accounts/details' },
  summary: { method: 'GET', path: '/api/accounts/summary' },
  notifications: { method: 'GET', path: '/api/oauth/notification' },
  updateNotifications: { method: 'PUT', path: '/api/oauth/notification' },
  sessions: { method: 'GET', path: '/api/oauth/token' },
  endSession: { method: 'DELETE', path: '/api/oauth/destroy/:userId/:sessionId' },
});

export const passwordRoutes = routesOf<typeof passwordEndpoints>(() => import('../contracts').then((module) => module.passwordEndpoints), {
  register: { method: 'POST', path: '/api/accounts/register' },
  forgot: { method: 'POST', path: '/api/accounts/forgotpassword' },
  reset: { method: 'POST', path: '/api/accounts/resetpassword' },
  unlock: { method: 'POST', path: '/api/oauth/unlock' },
  change: { method: 'PUT', path: '/api/oauth/password' },
  verifyEmail: { method: 'POST', path: '/api/accounts/verifyemail' },
  resendVerifyEmail: { method: 'POST', path: '/api/accounts/verifyemail/resend' },
});

export const cartRoutes = routesOf<typeof cartEndpoints>(() => import('../contracts').then((module) => module.cartEndpoints), {
  read: { method: 'GET', path: '/api/cart' },
  add: { method: 'POST', path: '/api/cart/items' },
  remove: { method: 'DELETE', path: '/api/cart/items/:id' },
});

export const designRoutes = routesOf<typeof designEndpoints>(() => import('../contracts').then((module) => module.designEndpoints), {
  create: { method: 'POST', path: '/api/designs' },
  list: { method: 'GET', path: '/api/designs' },
  read: { method: 'GET', path: '/api/designs/:id' },
  save: { method: 'PUT', path: '/api/designs/:id' },
  remove: { method: 'DELETE', path: '/api/designs/:id' },
  duplicate: { method: 'POST', path: '/api/designs/:id/duplicate' },
});

export const fabricRoutes = routesOf<typeof fabricEndpoints>(() => import('../contracts').then((module) => module.fabricEndpoints), {
  catalogue: { method: 'GET', path: '/api/fabrics' },
});

export const fontRoutes = routesOf<typeof fontEndpoints>(() => import('../contracts').then((module) => module.fontEndpoints), {
  list: { method: 'GET', path: '/api/fonts' },
  details: { method: 'GET', path: '/api/fonts/:id' },
  file: { method: 'GET', path: '/api/fonts/:id/files/:file' },
});

export const handoffRoutes = routesOf<typeof handoffEndpoints>(() => import('../contracts').then((module) => module.handoffEndpoints), {
  create: { method: 'POST', path: '/api/handoffs' },
  claim: { method: 'POST', path: '/api/handoffs/claim' },
  preview: { method: 'POST', path: '/api/handoffs/preview' },
  decline: { method: 'POST', path: '/api/handoffs/decline' },
});

export const imageRoutes = routesOf<typeof imageEndpoints>(() => import('../contracts').then((module) => module.imageEndpoints), {
  search: { method: 'GET', path: '/api/images' },
  uploadShopImage: { method: 'POST', path: '/api/provider/images' },
  deleteShopImage: { method: 'DELETE', path: '/api/provider/images/:id' },
  listMine: { method: 'GET', path: '/api/images/mine' },
  uploadMine: { method: 'POST', path: '/api/images/mine' },
  mine: { method: 'GET', path: '/api/images/mine/:id' },
  deleteMine: { method: 'DELETE', path: '/api/images/mine/:id' },
});

export const orderRoutes = routesOf<typeof orderEndpoints>(() => import('../contracts').then((module) => module.orderEndpoints), {
  quote: { method: 'POST', path: '/api/orders/quote' },
  place: { method: 'POST', path: '/api/orders' },
  list: { method: 'GET', path: '/api/orders' },
  read: { method: 'GET', path: '/api/orders/:id' },
  cancel: { method: 'POST', path: '/api/orders/:id/cancel' },
  received: { method: 'POST', path: '/api/orders/:id/received' },
});

/** Whether the customer's orders changed (the pages that show orders ask every few seconds). */
export const orderChangeRoutes = routesOf<typeof orderChangeEndpoints>(() => import('../contracts').then((module) => module.orderChangeEndpoints), {
  version: { method: 'GET', path: '/api/orders/version' },
});

export const playerRoutes = routesOf<typeof playerEndpoints>(() => import('../contracts').then((module) => module.playerEndpoints), {
  sizeChart: { method: 'GET', path: '/api/sizes' },
  list: { method: 'GET', path: '/api/players' },
  create: { method: 'POST', path: '/api/players' },
  update: { method: 'PUT', path: '/api/players/:id' },
  remove: { method: 'DELETE', path: '/api/players/:id' },
  removeMany: { method: 'POST', path: '/api/players/delete' },
  import: { method: 'POST', path: '/api/players/import' },
  export: { method: 'GET', path: '/api/players/export' },
});

export const proofRoutes = routesOf<typeof proofEndpoints>(() => import('../contracts').then((module) => module.proofEndpoints), {
  pdf: { method: 'GET', path: '/api/orders/:id/proof.pdf' },
  approve: { method: 'POST', path: '/api/orders/:id/proof/approve' },
});

export const templateRoutes = routesOf<typeof templateEndpoints>(() => import('../contracts').then((module) => module.templateEndpoints), {
  list: { method: 'GET', path: '/api/templates' },
  read: { method: 'GET', path: '/api/templates/:id' },
});

export type { Route, RoutesOf } from '../api/route';
