import { sql } from 'kysely';
import type { AccountDetails } from '@teamwear/shared/contracts';
import { CompiledOnce } from '../db/compiled-once';
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

/**
 * A user by id, compiled once: every signed-in page asks for its user's details at start-up, and
 * building this query with Kysely on each call cost about as much as node-postgres' work for it.
 */
const userById = new CompiledOnce((tx: TenantTx, _shape: null, values: { tenantId: string; userId: string }) =>
  tx.selectFrom('users').selectAll().where('tenant_id', '=', values.tenantId).where('id', '=', values.userId),
);

export async function findUserById(tx: TenantTx, tenantId: string, userId: string): Promise<UserRow | undefined> {
  const [user] = await userById.execute(tx, null, { tenantId, userId });
  return user;
}

/** The columns the account's details are made of: what they show of a user, and no more. */
export const ACCOUNT_DETAILS_COLUMNS = ['first_name', 'last_name', 'email', 'phone'] as const;
export const emailVerifiedColumn = () => sql<boolean>`email_verified_at is not null`.as('email_verified');
type AccountDetailsRow = Pick<UserRow, (typeof ACCOUNT_DETAILS_COLUMNS)[number]> & { email_verified: boolean };

/**
 * The account's details of a user, compiled once: every signed-in page asks for them at start-up.
 * The user's whole row (its hash, its times) cost node-postgres a description, parsers and a Date
 * per time for values the answer leaves out.
 */
const accountDetailsById = new CompiledOnce((tx: TenantTx, _shape: null, values: { tenantId: string; userId: string }) =>
  tx.selectFrom('users').select(ACCOUNT_DETAILS_COLUMNS).select(emailVerifiedColumn()).where('tenant_id', '=', values.tenantId).where('id', '=', values.userId),
);

/** The signed-in user's account details, or undefined when the user is gone. */
export async function findAccountDetails(tx: TenantTx, tenantId: string, userId: string): Promise<AccountDetails | undefined> {
  const [user] = await accountDetailsById.execute(tx, null, { tenantId, userId });
  return user && toAccountDetails(user);
}

export function toAccountDetails(user: AccountDetailsRow): AccountDetails {
  return {
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    phoneNumber: user.phone,
    emailVerified: user.email_verified,
  };
}

/** Records that the user proved the address is theirs (confirmation link, reset link); the first time counts. */
export async function markEmailVerified(tx: TenantTx, tenantId: string, userId: string, now: Date): Promise<void> {
  await tx
    .updateTable('users')
    .set({ email_verified_at: now })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .where('email_verified_at', 'is', null)
    .execute();
}

export interface NewUser {
  tenantId: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  passwordHash: string;
  acceptedTermsId: string | null;
  now: Date;
  /** Whether the address is already proven (an ID token whose provider verified it). */
  emailVerified?: boolean;
  /** The page's language when they signed up: their mail is written in it (English when unknown). */
  language?: 'en' | 'kh';
}

/** Inserts a user unless the email is taken in the tenant; undefined when it was. */
export async function insertUser(tx: TenantTx, user: NewUser): Promise<UserRow | undefined> {
  return tx
    .insertInto('users')
    .values({
      tenant_id: user.tenantId,
      first_name: user.firstName,
      last_name: user.lastName,
      phone: user.phone,
      email: user.email,
      password_hash: user.passwordHash,
      roles: [],
      accepted_terms_id: user.acceptedTermsId,
      terms_accepted_at: user.acceptedTermsId ? user.now : null,
      updated_at: user.now,
      email_verified_at: user.emailVerified ? user.now : null,
      language: user.language ?? 'en',
    })
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
}
