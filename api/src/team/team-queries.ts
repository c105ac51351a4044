import { sql } from 'kysely';
import { ADMIN_ROLE, shopRoleOf, type ShopRole, type TeamMember } from '@teamwear/shared/contracts';
import type { UserRow } from '../db/schema';
import type { TenantTx } from '../db/tenant-scope';

/** The shop's team: its users holding ADMIN (a customer never does). */
export async function teamRows(tx: TenantTx, tenantId: string): Promise<UserRow[]> {
  return tx
    .selectFrom('users')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where(sql<boolean>`${ADMIN_ROLE} = any(roles)`)
    .orderBy('first_name')
    .orderBy('last_name')
    .orderBy('email')
    .execute();
}

export async function teamRow(tx: TenantTx, tenantId: string, userId: string, forUpdate = false): Promise<UserRow | undefined> {
  let query = tx.selectFrom('users').selectAll().where('tenant_id', '=', tenantId).where('id', '=', userId).where(sql<boolean>`${ADMIN_ROLE} = any(roles)`);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** How many owners the shop has (locking them: two owners demoting each other at once cannot leave none). */
export async function ownerCount(tx: TenantTx, tenantId: string): Promise<number> {
  const owners = await tx
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where(sql<boolean>`${ADMIN_ROLE} = any(roles) and 'OWNER' = any(roles)`)
    .forUpdate()
    .execute();
  return owners.length;
}

/** An invited member has no password yet (an empty hash never signs anyone in). */
export const isInvited = (row: Pick<UserRow, 'password_hash'>): boolean => row.password_hash === '';

/** The roles array of a team member with this role. */
export const rolesFor = (role: ShopRole): string[] => [ADMIN_ROLE, role];

export function teamMemberOf(row: UserRow, youId: string): TeamMember {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    role: shopRoleOf(row.roles),
    status: isInvited(row) ? 'invited' : 'active',
    since: row.created_at.toISOString(),
    you: row.id === youId,
  };
}

/** What the audit log keeps of a member. */
export const auditedMember = (row: Pick<UserRow, 'email' | 'first_name' | 'last_name' | 'roles'>) => ({
  name: `${row.first_name} ${row.last_name}`.trim(),
  email: row.email,
  role: shopRoleOf(row.roles),
});
