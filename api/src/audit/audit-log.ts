import { sql } from 'kysely';
import type { AuditArea } from '../db/schema';
import type { TenantTx } from '../db/tenant-scope';

export interface AuditEntry {
  tenantId: string;
  /** The team member who made the change. */
  actorId: string;
  area: AuditArea;
  /** A short dotted name of what was done: 'prices.changed', 'member.invited', 'order.moved'. */
  action: string;
  /** What it was done to, as the team reads it (an order number, a garment, an e-mail); null for the shop itself. */
  subject: string | null;
  /** The value before and after, as plain JSON; null where there was none (a creation, a removal). */
  before?: unknown;
  after?: unknown;
}

/**
 * Records a change a shop's team made, in the transaction that made it, so the change and its
 * entry are kept or lost together. The log is under row-level security: the entry's shop is set
 * as the transaction's tenant first, so this works in withTenant and in the owner's transactions
 * that change the shop's own row (its settings), which withTenant's role may not write. The
 * actor's name is copied in: the entry still says who once the member has been removed.
 */
export async function recordAudit(tx: TenantTx, entry: AuditEntry): Promise<void> {
  await sql`select set_config('app.tenant', ${entry.tenantId}, true)`.execute(tx);
  const actor = await tx
    .selectFrom('users')
    .select(['first_name', 'last_name', 'email'])
    .where('tenant_id', '=', entry.tenantId)
    .where('id', '=', entry.actorId)
    .executeTakeFirst();
  const actorName = actor ? `${actor.first_name} ${actor.last_name}`.trim() || actor.email : 'Unknown';
  await tx
    .insertInto('audit_log')
    .values({
      tenant_id: entry.tenantId,
      actor_id: actor ? entry.actorId : null,
      actor_name: actorName.slice(0, 200),
      area: entry.area,
      action: entry.action,
      subject: entry.subject === null ? null : entry.subject.slice(0, 200),
      before: entry.before === undefined || entry.before === null ? null : JSON.stringify(entry.before),
      after: entry.after === undefined || entry.after === null ? null : JSON.stringify(entry.after),
    })
    .execute();
}
