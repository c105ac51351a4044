import { sql } from 'kysely';
import type { AccountDetails } from '@teamwear/shared/contracts';
import type { UserRow } from '../db/schema';
import type { TenantTx } from '../db/tenant-scope';

export async function findUserByEmail(tx: TenantTx, tenantId: string, email: string): Promise<UserRow | undefined> {
  return tx
    .selectFrom('users')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export async function findUserById(tx: TenantTx, tenantId: string, userId: string): Promise<UserRow | undefined> {
  return tx.selectFrom('users').selectAll().where('tenant_id', '=', tenantId).where('id', '=', userId).executeTakeFirst();
}

export function toAccountDetails(user: UserRow): AccountDetails {
  return { firstName: user.first_name, lastName: user.last_name, email: user.email, phoneNumber: user.phone };
}
