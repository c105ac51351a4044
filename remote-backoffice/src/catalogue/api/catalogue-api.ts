import type { CatalogueTermsRequest, OfferedGarmentsRequest, PriceTiersRequest } from '@teamwear/shared/contracts';
import { catalogueRoutes } from '@teamwear/shared/api-routes';
import { staffCall } from '../../session';

/** The shop's catalogue (`/api/provider/catalogue`, the owner's), with the staff's session. */
export const fetchCatalogue = (signal?: AbortSignal) => staffCall(catalogueRoutes.get, { signal, check: true });
export const saveOfferedGarments = (body: OfferedGarmentsRequest) => staffCall(catalogueRoutes.garments, { body, check: true });
export const savePriceTiers = (body: PriceTiersRequest) => staffCall(catalogueRoutes.prices, { body, check: true });
export const saveCatalogueTerms = (body: CatalogueTermsRequest) => staffCall(catalogueRoutes.terms, { body, check: true });
