import type { TenantTx } from '../db/tenant-scope';
import type { Clock } from '../clock';
import type { MailContent } from './templates';

export interface MailToQueue extends MailContent {
  tenantId: string;
  /** The sender's display name: the shop's name. */
  fromName: string;
  to: string;
}

/**
 * Queues a mail in the caller's transaction: it is sent if and only if the change that causes it
 * commits (transactional outbox). The dispatcher sends it shortly after.
 */
export async function enqueueMail(tx: TenantTx, clock: Clock, mail: MailToQueue): Promise<void> {
  await tx
    .insertInto('mail_outbox')
    .values({
      tenant_id: mail.tenantId,
      from_name: mail.fromName,
      to_address: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      next_attempt_at: clock.now(),
    })
    .execute();
}
