// The shop's roles and what each may do, without zod: the back office's menu reads them on its
// first load (./plain); shop-roles.ts adds the schema.
/**
 * A shop team member's role (docs/product.md §15), kept in the user's roles beside ADMIN (which
 * every team member has: it opens the provider client) and carried in the access token:
 * - OWNER: everything; the only one who manages the team, the shop's settings and prices.
 * - STAFF: orders, customers, payments, templates, pictures and the numbers.
 * - PRODUCTION: orders from APPROVED on with their files, without prices or the customer's
 *   contact beyond the delivery address; moves PROCESSING → READY → ON_THE_WAY.
 */
export const SHOP_ROLES = ['OWNER', 'STAFF', 'PRODUCTION'] as const;
export type ShopRole = (typeof SHOP_ROLES)[number];

/** What a role may do: each provider route names the one permission it needs. */
export const STAFF_PERMISSIONS = {
  /** The orders: board, table, an order's page, its files and the moves the role may make. */
  orders: ['OWNER', 'STAFF', 'PRODUCTION'],
  payments: ['OWNER', 'STAFF'],
  /** An order's money where it cannot be left out: the proof, which prints the prices the customer approved. */
  prices: ['OWNER', 'STAFF'],
  customers: ['OWNER', 'STAFF'],
  pictures: ['OWNER', 'STAFF'],
  templates: ['OWNER', 'STAFF'],
  numbers: ['OWNER', 'STAFF'],
  settings: ['OWNER'],
  catalogue: ['OWNER'],
  team: ['OWNER'],
  audit: ['OWNER'],
} as const satisfies Record<string, readonly ShopRole[]>;
export type StaffPermission = keyof typeof STAFF_PERMISSIONS;

/** The shop role among a user's (or a token's) roles; null for a customer or a member without one. */
export function shopRoleOf(roles: readonly string[]): ShopRole | null {
  return SHOP_ROLES.find((role) => roles.includes(role)) ?? null;
}

export function mayDo(role: ShopRole | null, permission: StaffPermission): boolean {
  return role !== null && (STAFF_PERMISSIONS[permission] as readonly ShopRole[]).includes(role);
}

/** The 403 a role without the permission gets, in words the team member understands. */
export const ROLE_FORBIDDEN_MESSAGE = 'Your role in this shop does not allow this. Ask the shop’s owner.';

/** The orders the workshop (PRODUCTION) sees: from APPROVED on, never those under review or closed. */
export const PRODUCTION_STATUSES = ['APPROVED', 'PROCESSING', 'READY', 'ON_THE_WAY', 'COMPLETED'] as const;
/** The moves the workshop makes: what it has made is ready, and what is ready goes on its way. */
export const PRODUCTION_MOVES: Readonly<Record<string, string>> = { PROCESSING: 'READY', READY: 'ON_THE_WAY' };

/** Whether the role sees an order in this status. */
export function seesOrderIn(role: ShopRole | null, status: string): boolean {
  if (role === 'PRODUCTION') return (PRODUCTION_STATUSES as readonly string[]).includes(status);
  return mayDo(role, 'orders');
}

/** Whether the role may move an order from one status to another (the life cycle decides the rest). */
export function mayMoveOrder(role: ShopRole | null, from: string, to: string): boolean {
  if (role === 'PRODUCTION') return PRODUCTION_MOVES[from] === to;
  return mayDo(role, 'orders');
}
