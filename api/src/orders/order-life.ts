import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { OrderStatus } from '@teamwear/shared/contracts';
import type { Clock } from '../clock';
import type { Db, OrderRow, TenantRow } from '../db/schema';
import { withTenant, type TenantTx } from '../db/tenant-scope';
import { approveProof, moveOrder, recordPayment, reversePayment, type MoveDetails, type OrderChangeActor, type PaymentRecord } from './order-moves';
import type { PrintFilesQueue } from './print-files-queue';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one door to change an order along its life cycle (moves, payments, the proof's approval). */
    orderLife: OrderLife;
  }
}

/** The changes an order may take inside OrderLife.change, each on an order the caller locked (findOrder forUpdate). */
export interface OrderChanges {
  move(tenant: TenantRow, order: OrderRow, to: OrderStatus, actor: OrderChangeActor, note: string, details?: MoveDetails): Promise<OrderRow>;
  recordPayment(tenant: TenantRow, order: OrderRow, payment: PaymentRecord, actor: OrderChangeActor): Promise<OrderRow>;
  reversePayment(tenant: TenantRow, order: OrderRow, paymentId: string, note: string, actor: OrderChangeActor): Promise<OrderRow>;
  approveProof(tenant: TenantRow, order: OrderRow, actor: OrderChangeActor, note: string): Promise<OrderRow>;
}

/** The background workers a change may have queued work for. */
export interface OrderLifeWorkers {
  mailer: { kick(): void };
  printFiles: PrintFilesQueue;
}

/**
 * The orders' life cycle and its consequences, owned in one place for every door (the shop's API,
 * which its command line calls, the customer's pages, anything later): `change` runs the caller's
 * work in one transaction of the shop, with the changes it may make (order-moves.ts carries out a
 * move's consequences as move-consequences.ts decides them from the life cycle's table), then,
 * once the transaction committed, wakes the mail and print workers for what it queued. Woken
 * before the commit, a worker would look, find nothing yet, and wait for its next round.
 */
export class OrderLife {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly workers: OrderLifeWorkers,
  ) {}

  async change<T>(tenantId: string, work: (tx: TenantTx, changes: OrderChanges) => Promise<T>): Promise<T> {
    const queued = { mail: false, printFiles: false };
    const context = { clock: this.clock, printFiles: this.workers.printFiles };
    const result = await withTenant(this.db, tenantId, (tx) =>
      work(tx, {
        move: async (tenant, order, to, actor, note, details) => {
          const moved = await moveOrder(tx, context, tenant, order, to, actor, note, details);
          queued.mail ||= moved.mailed;
          queued.printFiles ||= moved.printFilesQueued;
          return moved.order;
        },
        recordPayment: (tenant, order, payment, actor) => recordPayment(tx, this.clock, tenant, order, payment, actor),
        reversePayment: (tenant, order, paymentId, note, actor) => reversePayment(tx, this.clock, tenant, order, paymentId, note, actor),
        // Queues no print files: an order has them once the shop approves it (ORDER_STATUS_FACTS).
        approveProof: (tenant, order, actor, note) => approveProof(tx, this.clock, tenant, order, actor, note),
      }),
    );
    if (queued.mail) this.workers.mailer.kick();
    if (queued.printFiles) this.workers.printFiles.wake();
    return result;
  }
}

export interface OrderLifePluginOptions {
  /** Production's queue of print files (production/jobs/print-files.ts), handed over by app.ts. */
  printFiles: (app: FastifyInstance) => PrintFilesQueue;
}

/** OrderLife as `app.orderLife`, over the app's database, clock and mailer and production's queue. */
export const orderLifePlugin = fp(
  async (app: FastifyInstance, { printFiles }: OrderLifePluginOptions) => {
    app.decorate('orderLife', new OrderLife(app.db, app.clock, { mailer: app.mailer, printFiles: printFiles(app) }));
  },
  { name: 'order-life', dependencies: ['context', 'mail'] },
);
