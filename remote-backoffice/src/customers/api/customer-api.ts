import type { ShopCustomerCsvQuery, ShopCustomerListQuery } from '@teamwear/shared/contracts';
import { shopCustomerRoutes } from '@teamwear/shared/api-routes';
import { staffCall, staffDownload } from '../../session';

/** The shop's customers, with the staff's session (../../session adds its token and refreshes it once). */

export const fetchCustomers = (query: ShopCustomerListQuery, signal?: AbortSignal) => staffCall(shopCustomerRoutes.list, { query, signal, check: true });

export const fetchCustomer = (id: string, signal?: AbortSignal) => staffCall(shopCustomerRoutes.read, { params: { id }, signal, check: true });

export const fetchCustomersCsv = (query: ShopCustomerCsvQuery) => staffDownload(shopCustomerRoutes.csv, { query });

export const fetchDesignPicture = (id: string, designId: string, pixels: number, signal?: AbortSignal) =>
  staffDownload(shopCustomerRoutes.designPicture, { params: { id, designId }, query: { pixels }, signal });
