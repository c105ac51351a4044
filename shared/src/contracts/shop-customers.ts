import { z } from 'zod';
import { AccountLanguage } from './account';
import { shopCustomerAddresses } from './addresses';
import { DesignProduct, MAX_PAGE } from './designs';
import { defineEndpoint } from './endpoint';
import { ApiError } from './error';
import { OrderSummary } from './mini/orders';
import { storableText } from './untrusted-input';

/**
 * The shop's customers as its team sees them in the back office (issue 35): the users of the shop
 * who are not its administrators, with what they designed and ordered. Read-only, for the shop's
 * administrators (`provider` token). An account's password, its hash or any token is never part of
 * these answers: the back office never shows or sets a password.
 */

export const SHOP_CUSTOMERS_PAGE_SIZE_MAX = 100;
export const SHOP_CUSTOMER_SEARCH_MAX_LENGTH = 100;
/** The orders the list sorts by (`-` descending); customers who never ordered come last by their last order. */
export const SHOP_CUSTOMER_SORTS = ['name', '-name', 'lastOrder', '-lastOrder', 'totalOrdered', '-totalOrdered', 'createdAt', '-createdAt'] as const;
export type ShopCustomerSort = (typeof SHOP_CUSTOMER_SORTS)[number];

/** The columns of the CSV export, in order (the same fields as the list). */
export const SHOP_CUSTOMER_CSV_COLUMNS = ['name', 'email', 'phone', 'designs', 'orders', 'total_ordered_usd', 'last_order_at', 'created_at'] as const;

const pageNumber = (label: string, max: number, fallback: number) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(max, `${label} must be at most ${max}`)
    .default(fallback);

/** What finds and orders customers: the list and its CSV take the same. */
const customerFilter = {
  /** Part of the name (first, last or both), the e-mail address or the phone number; any case, any script. */
  search: storableText('Must be text', { label: 'Search' }).trim().max(SHOP_CUSTOMER_SEARCH_MAX_LENGTH, `Search must be at most ${SHOP_CUSTOMER_SEARCH_MAX_LENGTH} characters`).optional(),
  sort: z.enum(SHOP_CUSTOMER_SORTS, { error: `sort must be one of ${SHOP_CUSTOMER_SORTS.join(', ')}` }).default('name'),
};

/** `GET /api/provider/customers?search=&sort=&page=&pageSize=`. */
export const ShopCustomerListQuery = z.object({
  ...customerFilter,
  page: pageNumber('page', MAX_PAGE, 1),
  pageSize: pageNumber('pageSize', SHOP_CUSTOMERS_PAGE_SIZE_MAX, 20),
});
export type ShopCustomerListQuery = z.input<typeof ShopCustomerListQuery>;

/** `GET /api/provider/customers.csv?search=&sort=`: every customer the filter finds. */
export const ShopCustomerCsvQuery = z.object(customerFilter);
export type ShopCustomerCsvQuery = z.input<typeof ShopCustomerCsvQuery>;

/** A customer of the shop, as a row of the list. */
export const ShopCustomerSummary = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** Their saved designs. */
  designCount: z.number().int().nonnegative(),
  /** Every order they placed, in whatever status. */
  orderCount: z.number().int().nonnegative(),
  /** The grand totals of their orders that were neither canceled nor rejected, in cents (USD). */
  totalOrderedCents: z.number().int().nonnegative(),
  /** When they placed their latest order; null: never. */
  lastOrderAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ShopCustomerSummary = z.infer<typeof ShopCustomerSummary>;

export const ShopCustomerListResponse = z.object({
  data: z.array(ShopCustomerSummary),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type ShopCustomerListResponse = z.infer<typeof ShopCustomerListResponse>;

/** One of a customer's designs, read-only: the thumbnail the studio saved (null: none yet), and the address of its picture. */
export const ShopCustomerDesign = z.object({
  id: z.uuid(),
  name: z.string(),
  product: DesignProduct,
  thumbnail: z.string().nullable(),
  /** `GET` it with the provider token (designPicture): the front of the design as it is now, drawn by the API, also when it has no thumbnail. */
  picture: z.string(),
  updatedAt: z.string(),
});
export type ShopCustomerDesign = z.infer<typeof ShopCustomerDesign>;

/** A customer's page: the row's fields, their account's details, their orders (newest first) and designs (last saved first). */
export const ShopCustomer = ShopCustomerSummary.extend({
  language: AccountLanguage,
  /** Whether they confirmed their e-mail address. */
  emailConfirmed: z.boolean(),
  /** The address of their latest order (an account keeps none of its own); null: never ordered. */
  lastAddress: z.string().nullable(),
  orders: z.array(OrderSummary),
  designs: z.array(ShopCustomerDesign),
});
export type ShopCustomer = z.infer<typeof ShopCustomer>;
export const ShopCustomerResponse = z.object({ data: ShopCustomer });
export type ShopCustomerResponse = z.infer<typeof ShopCustomerResponse>;

/** A customer's page shows at most this many of their orders and designs (newest first). */
export const SHOP_CUSTOMER_PAGE_ITEMS_MAX = 200;

/** `:id` of a customer of the shop. */
export const ShopCustomerParams = z.object({ id: z.string().max(64).describe('The customer’s id') });

/** `:id/designs/:designId/picture`: one design of the customer. */
export const ShopCustomerDesignParams = ShopCustomerParams.extend({ designId: z.string().max(64).describe('The design’s id') });
export const SHOP_CUSTOMER_PICTURE_PIXELS_MAX = 800;
/** `?pixels=`: the picture's side (400 by default). */
export const ShopCustomerPictureQuery = z.object({
  pixels: z.coerce
    .number({ error: 'pixels must be a number' })
    .int('pixels must be a whole number')
    .min(100, 'pixels must be at least 100')
    .max(SHOP_CUSTOMER_PICTURE_PIXELS_MAX, `pixels must be at most ${SHOP_CUSTOMER_PICTURE_PIXELS_MAX}`)
    .default(400),
});

const providerErrors = { 401: ApiError, 403: ApiError, 404: ApiError, 429: ApiError } as const;

/** The shop's customers (`/api/provider/customers`, an administrator's provider token). */
export const shopCustomerEndpoints = {
  list: defineEndpoint({
    ...shopCustomerAddresses.list,
    query: ShopCustomerListQuery,
    responses: { 200: ShopCustomerListResponse, 400: ApiError, ...providerErrors },
  }),
  /** A file (CSV with a byte order mark): read it with downloadEndpoint. */
  csv: defineEndpoint({
    ...shopCustomerAddresses.csv,
    query: ShopCustomerCsvQuery,
    responses: { 200: z.string().describe('text/csv'), 400: ApiError, ...providerErrors },
  }),
  read: defineEndpoint({
    ...shopCustomerAddresses.read,
    params: ShopCustomerParams,
    responses: { 200: ShopCustomerResponse, ...providerErrors },
  }),
  /** A PNG (read it as a blob): the front of one of the customer's designs. */
  designPicture: defineEndpoint({
    ...shopCustomerAddresses.designPicture,
    params: ShopCustomerDesignParams,
    query: ShopCustomerPictureQuery,
    responses: { 200: z.unknown().describe('The picture (image/png)'), 304: z.null().describe('Not modified (If-None-Match)'), 400: ApiError, 422: ApiError, 503: ApiError, ...providerErrors },
  }),
};
