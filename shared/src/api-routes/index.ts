// The endpoints the apps call, as routes: each one's address (method and path) from
// contracts/addresses, where its declaration takes it too, typed from its declaration in
// ../contracts (imported here as types only): a page calls the API without zod and the contracts.
// An answer's schemas download when it is checked: the contracts whole, or, for the answers the
// account's first-loaded pages check (the roster, My orders, the order form, the order page), the
// same schemas written with zod/mini (contracts/mini).
// A check imports the contracts whole, as the pages that import them do: the same modules, so
// webpack keeps them in the same chunks (importing each group's file alone split them into
// smaller chunks that pages importing the whole also downloaded: more bytes on /me/players).
import { routesOf } from '../api/route';
import * as addresses from '../contracts/addresses';
import type { accountEndpoints, passwordEndpoints, signInEndpoints } from '../contracts/account';
import type { cartEndpoints } from '../contracts/cart';
import type { shopTeamEndpoints } from '../contracts/shop-team';
import type { auditEndpoints } from '../contracts/audit-log';
import type { playersPayEndpoints } from '../contracts/players-pay';
import type { shopBrandEndpoints } from '../contracts/shop-brand';
import type { shopPartnerEndpoints } from '../contracts/shop-partners';
import type { shopPaymentRulesEndpoints } from '../contracts/payment-rules';
import type { orderPaymentEndpoints, providerInvoiceEndpoints } from '../contracts/order-payment';
import type { catalogueEndpoints } from '../contracts/catalogue';
import type { sizeGuideEndpoints } from '../contracts/size-guide';
import type { joinEndpoints, sizeCollectionEndpoints } from '../contracts/size-collections';
import type { contactEndpoints } from '../contracts/contact';
import type { designEndpoints } from '../contracts/designs';
import type { fabricEndpoints } from '../contracts/fabrics';
import type { fontEndpoints } from '../contracts/fonts';
import type { handoffEndpoints } from '../contracts/handoffs';
import type { imageEndpoints } from '../contracts/images';
import type { orderChangeEndpoints } from '../contracts/order-changes';
import type { orderEndpoints, providerOrderEndpoints } from '../contracts/orders';
import type { playerEndpoints } from '../contracts/players';
import type { productionEndpoints, proofEndpoints } from '../contracts/production';
import type { productionSettingsEndpoints } from '../contracts/production-settings';
import type { shopCustomerEndpoints } from '../contracts/shop-customers';
import type { shopMailSettingsEndpoints } from '../contracts/shop-mail-settings';
import type { shopNumbersEndpoints } from '../contracts/shop-numbers';
import type { leadTimeEndpoints, shopOrderBoardEndpoints } from '../contracts/shop-order-board';
import type { shopTemplateEndpoints, templateEndpoints } from '../contracts/templates';
import type { tenantEndpoints } from '../contracts/tenant';

const contracts = () => import('../contracts');

export const signInRoutes = routesOf<typeof signInEndpoints>(addresses.signInAddresses, { declarations: () => contracts().then((module) => module.signInEndpoints) });
export const passwordRoutes = routesOf<typeof passwordEndpoints>(addresses.passwordAddresses, { declarations: () => contracts().then((module) => module.passwordEndpoints) });
export const accountRoutes = routesOf<typeof accountEndpoints>(addresses.accountAddresses, { declarations: () => contracts().then((module) => module.accountEndpoints) });
export const cartRoutes = routesOf<typeof cartEndpoints>(addresses.cartAddresses, { declarations: () => contracts().then((module) => module.cartEndpoints) });
export const contactRoutes = routesOf<typeof contactEndpoints>(addresses.contactAddresses, { declarations: () => contracts().then((module) => module.contactEndpoints) });
export const designRoutes = routesOf<typeof designEndpoints, 'read'>(addresses.designAddresses, {
  declarations: () => contracts().then((module) => module.designEndpoints),
  firstLoad: { names: ['read'], answers: () => import('../contracts/mini/designs').then((module) => module.designAnswers) },
});
export const fabricRoutes = routesOf<typeof fabricEndpoints>(addresses.fabricAddresses, { declarations: () => contracts().then((module) => module.fabricEndpoints) });
export const fontRoutes = routesOf<typeof fontEndpoints>(addresses.fontAddresses, { declarations: () => contracts().then((module) => module.fontEndpoints) });
export const handoffRoutes = routesOf<typeof handoffEndpoints>(addresses.handoffAddresses, { declarations: () => contracts().then((module) => module.handoffEndpoints) });
export const imageRoutes = routesOf<typeof imageEndpoints>(addresses.imageAddresses, { declarations: () => contracts().then((module) => module.imageEndpoints) });
export const orderChangeRoutes = routesOf<typeof orderChangeEndpoints>(addresses.orderChangeAddresses, { declarations: () => contracts().then((module) => module.orderChangeEndpoints) });
export const orderRoutes = routesOf<typeof orderEndpoints, 'list' | 'quote' | 'place' | 'read' | 'cancel' | 'received'>(addresses.orderAddresses, {
  declarations: () => contracts().then((module) => module.orderEndpoints),
  firstLoad: { names: ['list', 'quote', 'place', 'read', 'cancel', 'received'], answers: () => import('../contracts/mini/orders').then((module) => module.orderAnswers) },
});

export const playerRoutes = routesOf<typeof playerEndpoints, 'sizeChart' | 'list' | 'removeMany'>(addresses.playerAddresses, {
  declarations: () => contracts().then((module) => module.playerEndpoints),
  firstLoad: { names: ['sizeChart', 'list', 'removeMany'], answers: () => import('../contracts/mini/players').then((module) => module.playerAnswers) },
});

export const proofRoutes = routesOf<typeof proofEndpoints, 'approve'>(addresses.proofAddresses, {
  declarations: () => contracts().then((module) => module.proofEndpoints),
  firstLoad: { names: ['approve'], answers: () => import('../contracts/mini/orders').then((module) => module.proofAnswers) },
});
export const shopCustomerRoutes = routesOf<typeof shopCustomerEndpoints>(addresses.shopCustomerAddresses, { declarations: () => contracts().then((module) => module.shopCustomerEndpoints) });
export const shopNumbersRoutes = routesOf<typeof shopNumbersEndpoints>(addresses.shopNumbersAddresses, { declarations: () => contracts().then((module) => module.shopNumbersEndpoints) });
export const templateRoutes = routesOf<typeof templateEndpoints>(addresses.templateAddresses, { declarations: () => contracts().then((module) => module.templateEndpoints) });
export const shopTemplateRoutes = routesOf<typeof shopTemplateEndpoints>(addresses.shopTemplateAddresses, { declarations: () => contracts().then((module) => module.shopTemplateEndpoints) });
export const tenantRoutes = routesOf<typeof tenantEndpoints>(addresses.tenantAddresses, { declarations: () => contracts().then((module) => module.tenantEndpoints) });

export const providerOrderRoutes = routesOf<typeof providerOrderEndpoints>(addresses.providerOrderAddresses, { declarations: () => contracts().then((module) => module.providerOrderEndpoints) });
export const productionRoutes = routesOf<typeof productionEndpoints>(addresses.productionAddresses, { declarations: () => contracts().then((module) => module.productionEndpoints) });
export const shopOrderBoardRoutes = routesOf<typeof shopOrderBoardEndpoints>(addresses.shopOrderBoardAddresses, { declarations: () => contracts().then((module) => module.shopOrderBoardEndpoints) });
export const leadTimeRoutes = routesOf<typeof leadTimeEndpoints>(addresses.leadTimeAddresses, { declarations: () => contracts().then((module) => module.leadTimeEndpoints) });

export const shopTeamRoutes = routesOf<typeof shopTeamEndpoints>(addresses.shopTeamAddresses, { declarations: () => contracts().then((module) => module.shopTeamEndpoints) });
export const shopBrandRoutes = routesOf<typeof shopBrandEndpoints>(addresses.shopBrandAddresses, { declarations: () => contracts().then((module) => module.shopBrandEndpoints) });
export const shopPartnerRoutes = routesOf<typeof shopPartnerEndpoints>(addresses.shopPartnerAddresses, { declarations: () => contracts().then((module) => module.shopPartnerEndpoints) });
export const shopPaymentRulesRoutes = routesOf<typeof shopPaymentRulesEndpoints>(addresses.shopPaymentRulesAddresses, {
  declarations: () => contracts().then((module) => module.shopPaymentRulesEndpoints),
});
export const orderPaymentRoutes = routesOf<typeof orderPaymentEndpoints>(addresses.orderPaymentAddresses, { declarations: () => contracts().then((module) => module.orderPaymentEndpoints) });
export const providerInvoiceRoutes = routesOf<typeof providerInvoiceEndpoints>(addresses.providerInvoiceAddresses, {
  declarations: () => contracts().then((module) => module.providerInvoiceEndpoints),
});
export const auditRoutes = routesOf<typeof auditEndpoints>(addresses.auditAddresses, { declarations: () => contracts().then((module) => module.auditEndpoints) });
export const sizeCollectionRoutes = routesOf<typeof sizeCollectionEndpoints>(addresses.sizeCollectionAddresses, {
  declarations: () => contracts().then((module) => module.sizeCollectionEndpoints),
});
export const playersPayRoutes = routesOf<typeof playersPayEndpoints>(addresses.playersPayAddresses, { declarations: () => contracts().then((module) => module.playersPayEndpoints) });
export const joinRoutes = routesOf<typeof joinEndpoints>(addresses.joinAddresses, { declarations: () => contracts().then((module) => module.joinEndpoints) });
export const sizeGuideRoutes = routesOf<typeof sizeGuideEndpoints, 'get'>(addresses.sizeGuideAddresses, {
  declarations: () => contracts().then((module) => module.sizeGuideEndpoints),
  firstLoad: { names: ['get'], answers: () => import('../contracts/mini/size-guide').then((module) => module.sizeGuideAnswers) },
});
export const catalogueRoutes = routesOf<typeof catalogueEndpoints>(addresses.catalogueAddresses, { declarations: () => contracts().then((module) => module.catalogueEndpoints) });
export const shopMailSettingsRoutes = routesOf<typeof shopMailSettingsEndpoints>(addresses.shopMailSettingsAddresses, { declarations: () => contracts().then((module) => module.shopMailSettingsEndpoints) });
export const productionSettingsRoutes = routesOf<typeof productionSettingsEndpoints>(addresses.productionSettingsAddresses, { declarations: () => contracts().then((module) => module.productionSettingsEndpoints) });

export type { Route, RoutesOf } from '../api/route';
