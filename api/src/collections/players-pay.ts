import { sql } from 'kysely';
import {
  collectedTotals,
  entryPaymentReference,
  entryPaymentState,
  playersPayRefusal,
  PLAYERS_PAY_MESSAGES,
  type CollectionEntry,
  type EntryPaymentLine,
  type PaymentMethod,
  type PlayersPay,
  type PlayerShare,
} from '@teamwear/shared/contracts';
import { isoOf, isoText } from '../db/iso-text';
import type { TenantRow } from '../db/schema';
import type { TenantTx } from '../db/tenant-scope';
import { HttpError } from '../http/errors';
import { khqrFor } from '../payments/khqr';
import { paymentRulesOf } from '../payments/payment-rules';
import { estimateOf, type CollectionRow } from './collection-queries';
import { qrPathOf } from './qr-path';

/**
 * Players pay (issue 38): each player of a size collection pays their share, a price fixed when
 * the manager turns it on; the shop records what came in against the entry (its reference names
 * the entry), and an order of the collection's design carries it as payment lines (carry-over.ts).
 */

/** The payment lines of a collection's entries, oldest first, with the number of the order each went to. */
export async function paymentLinesOf(tx: TenantTx, tenantId: string, collectionId: string, entryId?: string) {
  let query = tx
    .selectFrom('size_collection_payments')
    .leftJoin('orders', (join) => join.onRef('orders.id', '=', 'size_collection_payments.order_id').on('orders.tenant_id', '=', tenantId))
    .where('size_collection_payments.tenant_id', '=', tenantId)
    .where('size_collection_payments.collection_id', '=', collectionId)
    .select([
      'size_collection_payments.id',
      'size_collection_payments.entry_id',
      'size_collection_payments.amount_cents',
      'size_collection_payments.method',
      'size_collection_payments.reference',
      'size_collection_payments.note',
      'size_collection_payments.reverses_id',
      'size_collection_payments.recorded_by',
      'size_collection_payments.order_id',
      'orders.number as order_number',
    ])
    .select(sql<string>`size_collection_payments.received_on::text`.as('received_on'))
    .select(isoText('size_collection_payments.created_at').as('created_at'))
    .orderBy('size_collection_payments.created_at')
    .orderBy('size_collection_payments.id');
  if (entryId) query = query.where('size_collection_payments.entry_id', '=', entryId);
  return query.execute();
}
export type PaymentLineRow = Awaited<ReturnType<typeof paymentLinesOf>>[number];

export function toPaymentLine(row: PaymentLineRow, lines: readonly PaymentLineRow[]): EntryPaymentLine {
  return {
    id: row.id,
    amountCents: row.amount_cents,
    method: row.method,
    reference: row.reference,
    receivedOn: row.received_on,
    note: row.note,
    recordedBy: row.recorded_by,
    recordedAt: isoOf(row.created_at),
    reversesPaymentId: row.reverses_id,
    reversedById: lines.find((other) => other.reverses_id === row.id)?.id ?? null,
    orderNumber: row.order_number ?? null,
  };
}

/** An entry's money: what was paid net of reversals, what of it orders carry, and which. */
export function entryMoney(entryId: string, lines: readonly PaymentLineRow[]): { paidCents: number; carriedCents: number; orderNumbers: number[] } {
  const own = lines.filter((line) => line.entry_id === entryId);
  const paidCents = own.reduce((sum, line) => sum + line.amount_cents, 0);
  const carriedCents = own.filter((line) => line.order_id !== null).reduce((sum, line) => sum + line.amount_cents, 0);
  const orderNumbers = [...new Set(own.flatMap((line) => (line.order_number ? [line.order_number] : [])))];
  return { paidCents, carriedCents, orderNumbers };
}

/** The entry's payment as the manager's page shows it (null when the players do not pay). */
export function entryPaymentOf(row: Pick<CollectionRow, 'share_cents'>, entryId: string, lines: readonly PaymentLineRow[]): CollectionEntry['payment'] {
  if (row.share_cents === null) return null;
  const money = entryMoney(entryId, lines);
  return { reference: entryPaymentReference(entryId), ...money, state: entryPaymentState(money.paidCents, row.share_cents) };
}

/** Whether the shop lets players pay for this collection (a way to pay from a phone, a price to share), and what the share would be. */
export function playersPayOffer(tenant: TenantRow, row: CollectionRow, entries: number) {
  const { methods } = paymentRulesOf(tenant);
  const shareCents = estimateOf(tenant, row, entries)?.perPlayerCents ?? null;
  const refusal = playersPayRefusal({ takesKhqr: methods.khqr !== null, takesBankTransfer: methods.bankTransfer !== null, shareCents });
  return { shareCents, refusal };
}

/** The manager's summary: available, the share, collected against expected. */
export function playersPayOf(tenant: TenantRow, row: CollectionRow, entries: readonly CollectionEntry[]): PlayersPay {
  const { refusal } = playersPayOffer(tenant, row, entries.length);
  const share = row.share_cents;
  const totals = share === null ? { collectedCents: 0, expectedCents: 0, paidCount: 0, unpaidCount: 0 } : collectedTotals(entries.map((entry) => entry.payment?.paidCents ?? 0), share);
  return { available: refusal === null, unavailable: refusal, shareCents: share, ...totals };
}

/**
 * Turns players pay on (the share fixed at the estimate now: the expected players' tier, else the
 * entries so far) or off (409 once anyone has paid: their money would lose its share). Turning it
 * on again when on keeps the share, so a player is never asked a moving amount.
 */
export async function turnPlayersPay(tx: TenantTx, tenant: TenantRow, row: CollectionRow, on: boolean, entries: number, now: Date): Promise<void> {
  if (on === (row.share_cents !== null)) return;
  let share: number | null = null;
  if (on) {
    const offer = playersPayOffer(tenant, row, entries);
    if (offer.refusal) throw new HttpError(409, 'PLAYERS_PAY_UNAVAILABLE', PLAYERS_PAY_MESSAGES[offer.refusal]);
    share = offer.shareCents;
  } else {
    const paid = await tx.selectFrom('size_collection_payments').select('id').where('tenant_id', '=', tenant.id).where('collection_id', '=', row.id).executeTakeFirst();
    if (paid) throw new HttpError(409, 'PLAYERS_PAID', PLAYERS_PAY_MESSAGES.alreadyPaid);
  }
  await tx.updateTable('size_collections').set({ share_cents: share, updated_at: now }).where('tenant_id', '=', tenant.id).where('id', '=', row.id).execute();
}

/**
 * A player's share as their page shows it: the amount, the entry's reference, what the shop
 * recorded, a KHQR code for what is left (each currency the shop takes; none once paid) with the
 * reference as its bill number, and the bank account with the reference to write.
 */
export function playerShareOf(tenant: TenantRow, row: Pick<CollectionRow, 'share_cents'>, entryId: string, lines: readonly PaymentLineRow[], now: Date): PlayerShare | null {
  if (row.share_cents === null) return null;
  const reference = entryPaymentReference(entryId);
  const { paidCents } = entryMoney(entryId, lines);
  const leftCents = row.share_cents - paidCents;
  const { khqr, bankTransfer } = paymentRulesOf(tenant).methods;
  const codes: PlayerShare['khqr'] =
    khqr && leftCents > 0
      ? khqr.currencies.map((currency) => {
          const code = khqrFor({ method: khqr, amountCents: leftCents, reference, currency, now });
          return { currency, amount: code.amount, payload: code.payload, expiresAt: code.expiresAt.toISOString(), qr: qrPathOf(code.payload) };
        })
      : [];
  return {
    shareCents: row.share_cents,
    reference,
    paidCents,
    state: entryPaymentState(paidCents, row.share_cents),
    khqr: codes,
    bankTransfer: bankTransfer ? { ...bankTransfer, reference } : null,
  };
}

/** A line the shop records against an entry. */
export interface EntryPaymentRecord {
  amountCents: number;
  method: PaymentMethod;
  reference: string;
  receivedOn: string;
  note: string;
  reversesId: string | null;
  recordedBy: { id: string; name: string | null };
}

export async function insertEntryPayment(tx: TenantTx, tenantId: string, collectionId: string, entryId: string, line: EntryPaymentRecord, now: Date): Promise<void> {
  await tx
    .insertInto('size_collection_payments')
    .values({
      tenant_id: tenantId,
      collection_id: collectionId,
      entry_id: entryId,
      amount_cents: line.amountCents,
      method: line.method,
      reference: line.reference,
      received_on: line.receivedOn,
      note: line.note,
      reverses_id: line.reversesId,
      recorded_by_id: line.recordedBy.id,
      recorded_by: line.recordedBy.name,
      created_at: now,
    })
    .execute();
}
