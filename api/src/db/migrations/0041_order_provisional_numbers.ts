import { sql, type Kysely } from 'kysely';
import { APP_ROLE } from '../tenant-scope';
import { runStatements } from './tenant-tables';

// Issue 39, a busy Saturday: the shop's order number is taken from its `order_counters` row, whose
// lock is held until the placing commits, so every other order of the shop waits for the whole
// placing (the order's snapshot, its events, the cart, the players' payments, the mails). Measured
// on two replicas: 11.6 PostgreSQL backends waiting on that lock on average, `POST /api/orders` p99
// 2 s. A placing now writes its order under a provisional number from this sequence (negated, so it
// never meets a real one, and unique, so two placings never wait on each other's unique index) and
// takes the real number last (orders/order-numbering.ts). A sequence takes no lock a transaction
// keeps; the numbers the shop sees stay 1001, 1002, … without gaps. Cycles: a provisional number
// lives only inside a placing's transaction.
const statements: string[] = [
  `create sequence order_provisional_numbers as integer minvalue 1 maxvalue 2147483647 cycle`,
  `grant usage on sequence order_provisional_numbers to ${APP_ROLE}`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop sequence if exists order_provisional_numbers').execute(db);
}
