import { notificationSettingsOf } from '../accounts/account-queries';
import type { Clock } from '../clock';
import type { OrderRow, TenantRow, UserRow } from '../db/schema';
import type { TenantTx } from '../db/tenant-scope';
import { enqueueMail } from '../mail/outbox';
import { shopLinks } from '../mail/shop-links';
import { newOrderMail, orderPlacedMail, type PlacedOrderFacts } from '../mail/templates';
import { newOrderMailOf, shopContactOf } from '../tenancy/tenant-settings';

/** Who was mailed about a new order: the customer (when their settings allow order updates), the shop (when it has an address). */
export interface PlacedOrderMails {
  customer: boolean;
  shop: boolean;
}

/** Who a new order's mails go to and the shop's links, read before the order is numbered. */
export interface PlacedOrderRecipients {
  customer: Pick<UserRow, 'email' | 'first_name' | 'last_name' | 'language' | 'notification_settings'>;
  /** The shop's links for the customer's mail; null when the customer takes no order updates. */
  links: Awaited<ReturnType<typeof shopLinks>> | null;
}

/**
 * Reads what the placed order's mails need before the placing takes the shop's next number: from
 * then until it commits every other order of the shop waits (order-placing.ts), so only the mails'
 * inserts are left for that time.
 */
export async function placedOrderRecipients(tx: TenantTx, tenant: TenantRow, userId: string): Promise<PlacedOrderRecipients> {
  const customer = await tx
    .selectFrom('users')
    .select(['email', 'first_name', 'last_name', 'language', 'notification_settings'])
    .where('tenant_id', '=', tenant.id)
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const links = notificationSettingsOf(customer.notification_settings).orderUpdates ? await shopLinks(tx, tenant) : null;
  return { customer, links };
}

/**
 * Queues, in the placing transaction (so they go if and only if the order is placed), the
 * customer's confirmation and the shop's new-order mail (issue 33: neither was sent). The
 * customer's mail follows their "order updates" choice, as the status mails do; the shop's goes
 * to `settings.notifications.newOrdersTo`, else the shop's contact address.
 */
export async function mailOrderPlaced(tx: TenantTx, clock: Clock, tenant: TenantRow, order: OrderRow, { customer, links }: PlacedOrderRecipients): Promise<PlacedOrderMails> {
  const facts: PlacedOrderFacts = {
    number: order.number,
    model: order.model,
    quantity: order.quantity,
    grandTotalCents: order.grand_total_cents,
    paidCents: order.paid_amount_cents,
    note: order.note,
  };
  const mailed: PlacedOrderMails = { customer: false, shop: false };
  if (links) {
    const mail = orderPlacedMail(tenant.name, { firstName: customer.first_name, language: customer.language }, facts, shopContactOf(tenant), links.order(order.id));
    await enqueueMail(tx, clock, { tenantId: tenant.id, fromName: tenant.name, to: customer.email, ...mail });
    mailed.customer = true;
  }
  const shopAddress = newOrderMailOf(tenant);
  if (shopAddress) {
    const name = `${customer.first_name} ${customer.last_name}`.trim();
    const mail = newOrderMail(tenant.name, facts, { name, email: customer.email, phone: order.phone });
    await enqueueMail(tx, clock, { tenantId: tenant.id, fromName: tenant.name, to: shopAddress, ...mail });
    mailed.shop = true;
  }
  return mailed;
}
