import { sql, type Kysely } from 'kysely';
import { runStatements } from './tenant-tables';

// Issue 35, the shop's back office: an order shipped keeps its carrier and tracking reference
// (the customer reads them on their order page and in the mail), and a payment keeps how it was
// paid, the bank's or KHQR's reference and the day the money came in. Payments stay events of
// their order (kind 'payment', append-only); one recorded before this keeps no method (null), and
// the day it was recorded (UTC) as the day received.
const statements: string[] = [
  `alter table orders
    add column carrier text check (char_length(carrier) <= 60),
    add column tracking_reference text check (char_length(tracking_reference) <= 100)`,
  `alter table order_events
    add column payment_method text check (payment_method in ('cash', 'bank_transfer', 'card', 'khqr')),
    add column payment_reference text check (char_length(payment_reference) <= 100),
    add column received_on date`,
  `update order_events set received_on = (created_at at time zone 'UTC')::date, payment_reference = '' where kind = 'payment'`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table order_events drop column if exists payment_method, drop column if exists payment_reference, drop column if exists received_on').execute(db);
  await sql.raw('alter table orders drop column if exists carrier, drop column if exists tracking_reference').execute(db);
}
