import type { Clock } from '../clock';
import type { AppConfig } from '../config';
import type { TenantRow, UserRow } from '../db/schema';
import type { TenantTx } from '../db/tenant-scope';
import { enqueueMail } from '../mail/outbox';
import { shopLinks } from '../mail/shop-links';
import { unlockMail } from '../mail/templates';
import { recordFailedSignIn } from './brute-force';
import { issueLinkToken } from './one-time-tokens';

/**
 * Counts a wrong password toward the account's lock (brute-force.ts), wherever a password is
 * checked: sign-in, and the current password of a password change (else a stolen access token
 * would be an unlimited password oracle). The lock that this failure starts mails an unlock link.
 * Answers whether the account was locked by it. Runs in the caller's transaction.
 */
export async function recordWrongPassword(
  tx: TenantTx,
  deps: { clock: Clock; config: AppConfig },
  tenant: TenantRow,
  user: UserRow,
): Promise<boolean> {
  const { clock, config } = deps;
  const outcome = await recordFailedSignIn(tx, clock, config.auth.bruteForce, tenant.id, user.id);
  if (!outcome.locked) return false;
  const token = await issueLinkToken(tx, clock, {
    tenantId: tenant.id,
    userId: user.id,
    purpose: 'unlock',
    ttlSeconds: config.auth.unlockTokenTtlSeconds,
  });
  const links = await shopLinks(tx, tenant);
  const mail = unlockMail(tenant.name, { firstName: user.first_name, language: user.language }, links.unlock(token), Math.ceil(outcome.seconds / 60));
  await enqueueMail(tx, clock, { tenantId: tenant.id, fromName: tenant.name, to: user.email, ...mail });
  return true;
}
