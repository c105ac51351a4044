import { sql } from 'kysely';
import { z } from 'zod';
import { DEFAULT_HANDOFF_BYTES_PER_ADDRESS, DEFAULT_HANDOFF_BYTES_PER_SHOP } from '@teamwear/shared/contracts';
import type { TenantRow } from '../db/schema';
import type { TenantTx } from '../db/tenant-scope';
import { HttpError } from '../http/errors';

/**
 * What hand-offs waiting to be taken (not taken, not expired) may hold at once, in bytes of their
 * documents: from one address, and in the whole shop. `tenants.settings.handoffs`
 * (`maxBytesPerAddress`, `maxBytesPerShop`) sets a shop's own; the defaults otherwise. A hand-off
 * waits at most HANDOFF_TTL_MINUTES, so an address holds at most its cap at any time, where it
 * could keep gigabytes a day before (issue 32, point 3).
 */
const HandoffSettings = z.object({
  maxBytesPerAddress: z.number().int().min(0).max(2 ** 31).default(DEFAULT_HANDOFF_BYTES_PER_ADDRESS),
  maxBytesPerShop: z.number().int().min(0).max(2 ** 40).default(DEFAULT_HANDOFF_BYTES_PER_SHOP),
});
export type HandoffLimits = z.infer<typeof HandoffSettings>;

export function handoffLimitsOf(tenant: TenantRow): HandoffLimits {
  const parsed = HandoffSettings.safeParse(tenant.settings.handoffs ?? {});
  return parsed.success ? parsed.data : { maxBytesPerAddress: DEFAULT_HANDOFF_BYTES_PER_ADDRESS, maxBytesPerShop: DEFAULT_HANDOFF_BYTES_PER_SHOP };
}

const RETRY_AFTER = { 'retry-after': '1800' };

export const addressLimitReached = () =>
  new HttpError(
    429,
    'HANDOFF_LIMIT_REACHED',
    'Too many designs handed to the shop from this address are waiting to be taken: take them on the shop’s site, or try again in 30 minutes',
    { headers: RETRY_AFTER },
  );

export const shopLimitReached = () =>
  new HttpError(429, 'HANDOFF_LIMIT_REACHED', 'The shop cannot take more handed-over designs right now: try again in 30 minutes', { headers: RETRY_AFTER });

/**
 * Refuses a new hand-off of `bytes` from `address` when, with it, what waits from that address or
 * in the shop would pass the shop's caps. Runs in the transaction that inserts it, after the shop's
 * rows are locked (see the caller), so two hand-offs at once cannot both pass a cap.
 */
export async function reserveHandoffBytes(tx: TenantTx, tenant: TenantRow, address: string, bytes: number, now: Date): Promise<void> {
  const limits = handoffLimitsOf(tenant);
  // One shop's hand-offs are counted and added one at a time (released with the transaction).
  await sql`select pg_advisory_xact_lock(hashtextextended(${`design_handoffs:${tenant.id}`}, 0))`.execute(tx);
  const waiting = await tx
    .selectFrom('design_handoffs')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<string>('bytes'), eb.lit(0)).as('shop'),
      eb.fn.coalesce(eb.fn.sum<string>(eb.case().when('client_ip', '=', address).then(eb.ref('bytes')).else(0).end()), eb.lit(0)).as('address'),
    ])
    .where('tenant_id', '=', tenant.id)
    .where('claimed_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  if (Number(waiting.address) + bytes > limits.maxBytesPerAddress) throw addressLimitReached();
  if (Number(waiting.shop) + bytes > limits.maxBytesPerShop) throw shopLimitReached();
}
