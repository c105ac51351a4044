import type { ShopPartnersRequest } from '@teamwear/shared/contracts';
import { shopPartnerRoutes } from '@teamwear/shared/api-routes';
import { staffCall } from '../../session';

/** The shop's partner sites and its shop key, with the owner's session. */
export const fetchPartners = (signal?: AbortSignal) => staffCall(shopPartnerRoutes.get, { signal, check: true });
export const savePartners = (body: ShopPartnersRequest) => staffCall(shopPartnerRoutes.put, { body, check: true });
export const rotateShopKey = () => staffCall(shopPartnerRoutes.rotateKey, { check: true });
