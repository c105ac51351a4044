import type { ChangeShopTemplate, CreateShopTemplate, ProductType, ShopImageTags, ShopImageUpload } from '@teamwear/shared/contracts';
import { imageRoutes, shopTemplateRoutes } from '@teamwear/shared/api-routes';
import { staffCall } from '../session';

/** The shop's templates and library pictures, with the staff's session (../session adds its token). */

export const fetchShopTemplates = (signal?: AbortSignal) => staffCall(shopTemplateRoutes.list, { query: {}, signal, check: true });
export const createShopTemplate = (body: CreateShopTemplate) => staffCall(shopTemplateRoutes.create, { body });
export const changeShopTemplate = (id: string, body: ChangeShopTemplate) => staffCall(shopTemplateRoutes.change, { params: { id }, body });
export const removeShopTemplate = (id: string) => staffCall(shopTemplateRoutes.remove, { params: { id } });
export const reorderShopTemplates = (type: ProductType, ids: string[]) => staffCall(shopTemplateRoutes.reorder, { body: { type, ids } });

export const fetchShopPictures = (signal?: AbortSignal) => staffCall(imageRoutes.listShopImages, { signal, check: true });
export const uploadShopPicture = (body: ShopImageUpload) => staffCall(imageRoutes.uploadShopImage, { body });
export const retagShopPicture = (id: string, tags: ShopImageTags) => staffCall(imageRoutes.retagShopImage, { params: { id }, body: { tags } });
export const removeShopPicture = (id: string) => staffCall(imageRoutes.deleteShopImage, { params: { id } });
