import type { LeadTimesRequest, PaymentRulesInput, ProductionSettingsRequest, ShopBrandRequest, ShopMailSettingsRequest } from '@teamwear/shared/contracts';
import { leadTimeRoutes, productionSettingsRoutes, shopBrandRoutes, shopMailSettingsRoutes, shopPaymentRulesRoutes } from '@teamwear/shared/api-routes';
import { staffCall } from '../../session';

/** The shop's settings the CLI sets (`npm run provider -- settings …`), with the staff's session. */

export const fetchOrderMail = (signal?: AbortSignal) => staffCall(shopMailSettingsRoutes.get, { signal, check: true });
export const saveOrderMail = (body: ShopMailSettingsRequest) => staffCall(shopMailSettingsRoutes.put, { body, check: true });

export const fetchLeadTimes = (signal?: AbortSignal) => staffCall(leadTimeRoutes.get, { signal, check: true });
export const saveLeadTimes = (body: LeadTimesRequest) => staffCall(leadTimeRoutes.put, { body, check: true });

export const fetchProductionSettings = (signal?: AbortSignal) => staffCall(productionSettingsRoutes.get, { signal, check: true });
export const saveProductionSettings = (body: ProductionSettingsRequest) => staffCall(productionSettingsRoutes.put, { body, check: true });

export const fetchPaymentRules = (signal?: AbortSignal) => staffCall(shopPaymentRulesRoutes.get, { signal, check: true });
export const savePaymentRules = (body: PaymentRulesInput) => staffCall(shopPaymentRulesRoutes.put, { body, check: true });

export const fetchBrand = (signal?: AbortSignal) => staffCall(shopBrandRoutes.get, { signal, check: true });
export const saveBrand = (body: ShopBrandRequest) => staffCall(shopBrandRoutes.put, { body, check: true });

export const uploadLogo = (picture: string) => staffCall(shopBrandRoutes.putLogo, { body: { picture }, check: true });
export const removeLogo = () => staffCall(shopBrandRoutes.deleteLogo, { check: true });
