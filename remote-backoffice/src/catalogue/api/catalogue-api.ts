import type { CatalogueTermsRequest, OfferedGarmentsRequest, PriceTiersRequest, SizeGuideRequest } from '@teamwear/shared/contracts';
import { catalogueRoutes, sizeGuideRoutes } from '@teamwear/shared/api-routes';
import { staffCall } from '../../session';

/** The shop's catalogue (`/api/provider/catalogue`, the owner's), with the staff's session. */
export const fetchCatalogue = (signal?: AbortSignal) => staffCall(catalogueRoutes.get, { signal, check: true });
export const saveOfferedGarments = (body: OfferedGarmentsRequest) => staffCall(catalogueRoutes.garments, { body, check: true });
export const savePriceTiers = (body: PriceTiersRequest) => staffCall(catalogueRoutes.prices, { body, check: true });
export const saveCatalogueTerms = (body: CatalogueTermsRequest) => staffCall(catalogueRoutes.terms, { body, check: true });

/** A garment's size guide; answers the guide alone, which the page puts into the catalogue it shows. */
export const saveSizeGuide = (body: SizeGuideRequest) => staffCall(sizeGuideRoutes.put, { body, check: true });
