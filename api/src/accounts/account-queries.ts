import { NotificationSettings, type AccountDetails } from '@teamwear/shared/contracts';
import { ACCOUNT_DETAILS_COLUMNS, emailVerifiedColumn, toAccountDetails } from '../auth/user-queries';
import type { TenantTx } from '../db/tenant-scope';

/** Which mails a user gets before they choose: everything but the newsletter (docs/product.md §3). */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = { orderUpdates: true, designReviews: true, newsletter: false };

/** A user's choices over the defaults (a row written before a choice existed lacks it), and nothing else. */
export function notificationSettingsOf(stored: Partial<NotificationSettings>): NotificationSettings {
  return NotificationSettings.parse({ ...DEFAULT_NOTIFICATION_SETTINGS, ...stored });
}

export interface AccountDetailsChange {
  firstName: string;
  lastName: string;
  phoneNumber: string;
}

/** The user's name and phone changed (the email is the sign-in name and stays), and their details after; undefined when the user is gone. */
export async function updateAccountDetails(tx: TenantTx, tenantId: string, userId: string, change: AccountDetailsChange): Promise<AccountDetails | undefined> {
  const user = await tx
    .updateTable('users')
    .set({ first_name: change.firstName, last_name: change.lastName, phone: change.phoneNumber, updated_at: new Date() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .returning(ACCOUNT_DETAILS_COLUMNS)
    .returning(emailVerifiedColumn())
    .executeTakeFirst();
  return user && toAccountDetails(user);
}

export async function readNotificationSettings(tx: TenantTx, tenantId: string, userId: string): Promise<NotificationSettings | undefined> {
  const row = await tx.selectFrom('users').select('notification_settings').where('tenant_id', '=', tenantId).where('id', '=', userId).executeTakeFirst();
  return row ? notificationSettingsOf(row.notification_settings) : undefined;
}

/** Answers whether the user exists. */
export async function writeNotificationSettings(tx: TenantTx, tenantId: string, userId: string, settings: NotificationSettings): Promise<boolean> {
  const row = await tx
    .updateTable('users')
    .set({ notification_settings: JSON.stringify(settings), updated_at: new Date() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
