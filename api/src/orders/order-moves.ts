import { allowedTransitions, canTransition, dollars, moneyRefusal, proofApprovalRefusal, shopDayOf, waitsForProof, type OrderActor } from '@teamwear/shared/orders';
import { ORDER_STATUS_FACTS } from '@teamwear/shared/orders/life-cycle';
import { OrderStatus, type PaymentMethod, type Shipment } from '@teamwear/shared/contracts';
import { notificationSettingsOf } from '../accounts/account-queries';
import type { Clock } from '../clock';
import type { OrderRow, TenantRow } from '../db/schema';
import type { TenantTx } from '../db/tenant-scope';
import { HttpError } from '../http/errors';
import { enqueueMail } from '../mail/outbox';
import { shopLinks } from '../mail/shop-links';
import { orderStatusMail, receiptMail, type IssuedInvoiceFacts, type MailReader } from '../mail/templates';
import { depositRuleOf, paymentTermsOf } from '../payments/payment-rules';
import { issueInvoice } from '../invoices/issue-invoice';
import { issueReceipt, type IssuedReceipt } from '../invoices/issue-receipt';
import { consequencesOf } from './move-consequences';
import { slimCanceledOrder } from './order-storage';
import type { PrintFilesQueue } from './print-files-queue';
import { proofApprovedAt, snapshotHash } from './snapshot-hash';

/** Who makes a change: the customer, or a member of the shop's team (named on the event). */
export interface OrderChangeActor {
  kind: OrderActor;
  userId: string;
  name: string | null;
}

export const transitionRefused = (from: OrderStatus, to: OrderStatus, actor: OrderActor) => {
  const allowed = allowedTransitions(from, actor);
  const who = actor === 'customer' ? 'You' : 'The shop';
  return new HttpError(
    409,
    'TRANSITION_NOT_ALLOWED',
    `${who} cannot move an order from ${from} to ${to}${allowed.length ? `; from ${from} it can go to ${allowed.join(' or ')}` : `: ${from} is final`}`,
    { extra: { status: from, allowed } },
  );
};

/** The order's customer as their mails are written, and where they go: none when their notification settings refuse order updates. */
async function mailedCustomerOf(tx: TenantTx, tenant: TenantRow, order: OrderRow): Promise<(MailReader & { email: string }) | null> {
  const customer = await tx
    .selectFrom('users')
    .select(['email', 'first_name', 'language', 'notification_settings'])
    .where('tenant_id', '=', tenant.id)
    .where('id', '=', order.user_id)
    .executeTakeFirst();
  if (!customer || !notificationSettingsOf(customer.notification_settings).orderUpdates) return null;
  return { email: customer.email, firstName: customer.first_name, language: customer.language };
}

/** Queues the status mail to the order's customer, if their notification settings allow order updates; at approval it names the invoice. */
async function mailCustomer(
  tx: TenantTx,
  clock: Clock,
  tenant: TenantRow,
  order: OrderRow,
  status: OrderStatus,
  note: string,
  shipment: Shipment | null,
  invoice: IssuedInvoiceFacts | null,
): Promise<boolean> {
  const customer = await mailedCustomerOf(tx, tenant, order);
  if (!customer) return false;
  const links = await shopLinks(tx, tenant);
  const mail = orderStatusMail(tenant.name, customer, { number: order.number, status, note, shipment, invoice }, links.order(order.id));
  await enqueueMail(tx, clock, { tenantId: tenant.id, fromName: tenant.name, to: customer.email, ...mail });
  return true;
}

/** Queues the mail of a payment line's receipt (a payment received, or reversed) to the order's customer, if their settings allow order updates. */
async function mailReceipt(tx: TenantTx, clock: Clock, tenant: TenantRow, order: OrderRow, receipt: IssuedReceipt): Promise<void> {
  const customer = await mailedCustomerOf(tx, tenant, order);
  if (!customer) return;
  const links = await shopLinks(tx, tenant);
  const { snapshot } = receipt;
  const mail = receiptMail(
    tenant.name,
    customer,
    {
      orderNumber: order.number,
      receiptNumber: receipt.number,
      amountCents: snapshot.amountCents,
      receivedOn: snapshot.receivedOn,
      paidCents: snapshot.paidCents,
      grandTotalCents: snapshot.grandTotalCents,
      dueCents: snapshot.dueCents,
      reversedDay: snapshot.reverses ? snapshot.reverses.receivedOn : null,
    },
    links.order(order.id),
  );
  await enqueueMail(tx, clock, { tenantId: tenant.id, fromName: tenant.name, to: customer.email, ...mail });
}

/** What a move may carry besides its note: how a shipped order goes (the contract requires it for ON_THE_WAY). */
export interface MoveDetails {
  shipment?: Shipment | undefined;
  /** The shop moves on with a balance due under its deposit rule (the note says why): kept on the event. */
  overrideBalance?: boolean | undefined;
  /** The caller sees no money (the workshop): a refusal for money names no amount. */
  withholdMoney?: boolean | undefined;
}

/**
 * What the shop's deposit rule says of a move by the shop (issue 38): the balance it overrides (kept
 * on the event), or 409 DEPOSIT_MISSING (never overridden: production starts once the deposit is
 * recorded) or BALANCE_DUE (unless the move carries the override). The customer's own moves (cancel,
 * "I received it") are facts the money does not stop. No rule (every shop's default): nothing.
 */
function balanceOverriddenBy(tenant: TenantRow, order: OrderRow, from: OrderStatus, to: OrderStatus, actor: OrderChangeActor, details: MoveDetails): number | null {
  if (actor.kind !== 'provider') return null;
  const refusal = moneyRefusal({ status: from, grandTotalCents: order.grand_total_cents, paidCents: order.paid_amount_cents }, to, depositRuleOf(tenant));
  if (refusal === null) return null;
  if (refusal.code === 'DEPOSIT_MISSING') {
    if (details.withholdMoney) throw new HttpError(409, 'DEPOSIT_MISSING', `The deposit of order ${order.number} is not recorded yet: production starts once it is`);
    throw new HttpError(409, 'DEPOSIT_MISSING', `A deposit of ${dollars(refusal.requiredCents)} is required before production: ${dollars(refusal.missingCents)} is missing`, {
      extra: { requiredCents: refusal.requiredCents, missingCents: refusal.missingCents },
    });
  }
  if (details.overrideBalance) return refusal.dueCents;
  if (details.withholdMoney) throw new HttpError(409, 'BALANCE_DUE', `Order ${order.number} has a balance due: the shop's staff moves it on once it is paid, or with an override`);
  throw new HttpError(409, 'BALANCE_DUE', `${dollars(refusal.dueCents)} is still due on order ${order.number}: record the payment, or move it ${to} with an override and a note`, {
    extra: { dueCents: refusal.dueCents },
  });
}

/** What a move needs besides the transaction: the time, and production's queue of print files. */
export interface MoveContext {
  clock: Clock;
  printFiles: PrintFilesQueue;
}

/** A move done: the order as it now is, and what was queued for the workers (woken once it commits: order-life.ts). */
export interface MoveOutcome {
  order: OrderRow;
  mailed: boolean;
  printFilesQueued: boolean;
}

/**
 * Moves an order to `to`: the one place the life cycle is enforced (anything the life cycle does
 * not allow this actor answers 409 with what is allowed) and its consequences carried out, all in
 * the caller's transaction, as consequencesOf (move-consequences.ts) decides them from the life
 * cycle's table: the event, the date the status sets the first time, the print files queued (the
 * shop approved it) or dropped (canceled or rejected), what a canceled order keeps
 * (order-storage.ts), and the customer's mail. The order must be locked by the caller (findOrder
 * forUpdate). Call it through OrderLife (order-life.ts), which wakes the workers after the commit.
 * Shipping (ON_THE_WAY) keeps `details.shipment`, the carrier and tracking reference the customer reads.
 */
export async function moveOrder(
  tx: TenantTx,
  { clock, printFiles }: MoveContext,
  tenant: TenantRow,
  order: OrderRow,
  to: OrderStatus,
  actor: OrderChangeActor,
  note: string,
  details: MoveDetails = {},
): Promise<MoveOutcome> {
  const from = OrderStatus.parse(order.status);
  if (!canTransition(from, to, actor.kind)) throw transitionRefused(from, to, actor.kind);
  if (waitsForProof(to, proofApprovedAt(order) !== null)) {
    throw new HttpError(409, 'PROOF_NOT_APPROVED', `The customer has not approved the proof of order ${order.number} yet: production starts once they have`);
  }
  const balanceOverride = balanceOverriddenBy(tenant, order, from, to, actor, details);
  const consequences = consequencesOf(from, to, actor.kind);
  const now = clock.now();
  const dateColumn = consequences.stamps;
  const shipment = details.shipment ? { carrier: details.shipment.carrier, tracking_reference: details.shipment.trackingReference } : {};
  const moved = await tx
    .updateTable('orders')
    .set({ status: to, updated_at: now, ...(dateColumn && !order[dateColumn] ? { [dateColumn]: now } : {}), ...shipment })
    .where('tenant_id', '=', tenant.id)
    .where('id', '=', order.id)
    .where('status', '=', from)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (consequences.printFiles === 'queue') await printFiles.queue(tx, clock, moved);
  if (consequences.printFiles === 'drop') await printFiles.drop(tx, moved);
  const updated = consequences.slims ? await slimCanceledOrder(tx, moved) : moved;
  await tx
    .insertInto('order_events')
    .values({
      tenant_id: tenant.id,
      order_id: order.id,
      kind: 'status',
      actor: actor.kind,
      actor_user_id: actor.userId,
      actor_name: actor.name,
      from_status: from,
      to_status: to,
      note,
      balance_override_cents: balanceOverride,
      created_at: now,
    })
    .execute();
  const invoice = to === 'APPROVED' ? await issueInvoice(tx, clock, tenant, updated) : null;
  // The approval's mail names the invoice and what is due now under the shop's rules.
  const invoiced = invoice
    ? { number: invoice.number, due: paymentTermsOf(tenant, { status: to, grandTotalCents: updated.grand_total_cents, paidCents: updated.paid_amount_cents }).due }
    : null;
  const mailed = consequences.mailsCustomer ? await mailCustomer(tx, clock, tenant, updated, to, note, details.shipment ?? null, invoiced) : false;
  return { order: updated, mailed, printFilesQueued: consequences.printFiles === 'queue' };
}

/** A payment as the shop records it: how much, how, the bank's or KHQR's reference, the day it came in (today when absent), a note. */
export interface PaymentRecord {
  amountCents: number;
  method: PaymentMethod;
  reference: string;
  receivedOn?: string | undefined;
  note: string;
}

/** Records money the shop received for a locked order: never past its grand total, never received after today. */
export async function recordPayment(
  tx: TenantTx,
  clock: Clock,
  tenant: TenantRow,
  order: OrderRow,
  payment: PaymentRecord,
  actor: OrderChangeActor,
): Promise<OrderRow> {
  const { amountCents, note } = payment;
  const status = OrderStatus.parse(order.status);
  // The shop takes money for an order whose price is owed (the life cycle's table): not once it is rejected or canceled.
  if (!ORDER_STATUS_FACTS[status].owed) {
    throw new HttpError(409, 'CONFLICT', `An order that is ${status} takes no payment`);
  }
  const outstanding = order.grand_total_cents - order.paid_amount_cents;
  if (amountCents > outstanding) {
    throw new HttpError(400, 'VALIDATION_FAILED', `The payment is more than the ${(outstanding / 100).toFixed(2)} USD still to pay`, {
      fields: { amountCents: `At most ${outstanding} cents are still to pay` },
    });
  }
  const now = clock.now();
  // The shop's day (Cambodia, UTC+7): a payment at 6 a.m. there is not yesterday's.
  const today = shopDayOf(now);
  const receivedOn = payment.receivedOn ?? today;
  if (receivedOn > today) {
    throw new HttpError(400, 'VALIDATION_FAILED', `The payment cannot be received after today (${today})`, { fields: { receivedOn: `At the latest today, ${today}` } });
  }
  return addPaymentLine(tx, clock, tenant, order, actor, now, {
    amountCents,
    paidCents: order.paid_amount_cents + amountCents,
    method: payment.method,
    reference: payment.reference,
    receivedOn,
    reverses: null,
    note,
  });
}

/**
 * A payment line of the order's events (a reversal's amount is negative), the order's new paid
 * amount, the line's receipt (numbered per shop) and its mail to the customer, in one place.
 */
async function addPaymentLine(
  tx: TenantTx,
  clock: Clock,
  tenant: TenantRow,
  order: OrderRow,
  actor: OrderChangeActor,
  now: Date,
  line: { amountCents: number; paidCents: number; method: PaymentMethod | null; reference: string | null; receivedOn: string; reverses: string | null; note: string },
): Promise<OrderRow> {
  const updated = await tx
    .updateTable('orders')
    .set({ paid_amount_cents: line.paidCents, updated_at: now })
    .where('tenant_id', '=', tenant.id)
    .where('id', '=', order.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  const event = await tx
    .insertInto('order_events')
    .values({
      tenant_id: tenant.id,
      order_id: order.id,
      kind: 'payment',
      actor: actor.kind,
      actor_user_id: actor.userId,
      actor_name: actor.name,
      amount_cents: line.amountCents,
      payment_method: line.method,
      payment_reference: line.reference,
      received_on: line.receivedOn,
      ...(line.reverses ? { reverses_event_id: line.reverses } : {}),
      note: line.note,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const receipt = await issueReceipt(tx, clock, tenant, updated, {
    paymentId: event.id,
    amountCents: line.amountCents,
    method: line.method,
    reference: line.reference,
    receivedOn: line.receivedOn,
    reverses: line.reverses,
  });
  await mailReceipt(tx, clock, tenant, updated, receipt);
  return updated;
}

/**
 * Reverses a payment of a locked order recorded by mistake: a payment line of the negative amount,
 * linked to the one it reverses, never a deleted row; the paid amount counts it. Once per payment
 * (409), never a reversal itself (409); any status, as a mistake is one whenever it is found.
 */
export async function reversePayment(tx: TenantTx, clock: Clock, tenant: TenantRow, order: OrderRow, paymentId: string, note: string, actor: OrderChangeActor): Promise<OrderRow> {
  const payment = await tx
    .selectFrom('order_events')
    .select(['id', 'amount_cents', 'payment_method', 'payment_reference', 'reverses_event_id'])
    .where('tenant_id', '=', tenant.id)
    .where('order_id', '=', order.id)
    .where('kind', '=', 'payment')
    .where('id', '=', paymentId)
    .executeTakeFirst();
  if (!payment || payment.amount_cents === null) throw new HttpError(404, 'NOT_FOUND', `Order ${order.number} has no such payment`);
  if (payment.amount_cents < 0) throw new HttpError(409, 'CONFLICT', 'A reversal cannot be reversed: record the payment again');
  const reversal = await tx.selectFrom('order_events').select('id').where('tenant_id', '=', tenant.id).where('reverses_event_id', '=', payment.id).executeTakeFirst();
  if (reversal) throw new HttpError(409, 'ALREADY_REVERSED', 'This payment is reversed already');
  const now = clock.now();
  return addPaymentLine(tx, clock, tenant, order, actor, now, {
    amountCents: -payment.amount_cents,
    paidCents: Math.max(0, order.paid_amount_cents - payment.amount_cents),
    method: payment.payment_method,
    reference: payment.payment_reference,
    receivedOn: shopDayOf(now),
    reverses: payment.id,
    note,
  });
}

/**
 * The customer approves the proof of a locked order as it is now (the snapshot's hash is kept with
 * the date): an event like the others, and what lets the shop start production. 409 when the
 * order is past the point where a proof is approved, or its proof is approved already.
 */
export async function approveProof(tx: TenantTx, clock: Clock, tenant: TenantRow, order: OrderRow, actor: OrderChangeActor, note: string): Promise<OrderRow> {
  const status = OrderStatus.parse(order.status);
  const refusal = proofApprovalRefusal(status, proofApprovedAt(order) !== null);
  if (refusal === 'ALREADY_APPROVED') throw new HttpError(409, 'CONFLICT', 'You have already approved the proof of this order');
  if (refusal === 'NOT_NOW') throw new HttpError(409, 'CONFLICT', `The proof of an order that is ${status} can no longer be approved`);
  const now = clock.now();
  const updated = await tx
    .updateTable('orders')
    .set({ proof_approved_at: now, proof_snapshot_hash: snapshotHash(order.snapshot), updated_at: now })
    .where('tenant_id', '=', tenant.id)
    .where('id', '=', order.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('order_events')
    .values({ tenant_id: tenant.id, order_id: order.id, kind: 'proof', actor: actor.kind, actor_user_id: actor.userId, actor_name: actor.name, note, created_at: now })
    .execute();
  return updated;
}
