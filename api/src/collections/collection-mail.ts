import type { AccountLanguage } from '@teamwear/shared/contracts';
import { SHOP_DAY_TIME_ZONE } from '@teamwear/shared/orders';
import type { Clock } from '../clock';
import type { TenantRow } from '../db/schema';
import type { TenantTx } from '../db/tenant-scope';
import { enqueueMail } from '../mail/outbox';
import { shopLinks } from '../mail/shop-links';
import { collectionClosedMail, collectionEntryMail, collectionReminderMail } from '../mail/templates';
import type { CollectionRow } from './collection-queries';
import { isoOf } from '../db/iso-text';

/** A deadline as a player reads it: the shop's time, in their language (Khmer pages write dates the Khmer way). */
export function deadlineText(deadline: string, language: AccountLanguage): string {
  return new Intl.DateTimeFormat(language === 'kh' ? 'km-KH' : 'en-GB', {
    timeZone: SHOP_DAY_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(isoOf(deadline)));
}

/** The copy a player who left an e-mail gets: what they entered, and their private link. */
export async function queueEntryCopy(
  tx: TenantTx,
  clock: Clock,
  tenant: TenantRow,
  row: CollectionRow,
  entry: { id: string; name: string; number: number | null; size: string | null; shortsSize: string | null; email: string; language: AccountLanguage },
  token: string,
): Promise<void> {
  const links = await shopLinks(tx, tenant);
  const lines = [
    entry.name,
    ...(entry.number === null ? [] : [`#${entry.number}`]),
    ...[entry.size, entry.shortsSize].filter((size): size is string => size !== null),
  ];
  const mail = collectionEntryMail(tenant.name, entry.language, {
    playerName: entry.name,
    title: row.title,
    deadline: deadlineText(row.deadline, entry.language),
    lines: [lines.join(' · ')],
    link: links.join(row.code, { id: entry.id, token }),
  });
  await enqueueMail(tx, clock, { tenantId: tenant.id, fromName: tenant.name, to: entry.email, ...mail });
}

/**
 * The players to remind: those the manager's earlier collections know by e-mail who have not joined
 * this one (by that e-mail), each in the language of their latest entry.
 */
export async function playersToRemind(tx: TenantTx, row: CollectionRow): Promise<{ email: string; name: string; language: AccountLanguage }[]> {
  const known = await tx
    .selectFrom('size_collection_entries')
    .innerJoin('size_collections', 'size_collections.id', 'size_collection_entries.collection_id')
    .select(['size_collection_entries.email', 'size_collection_entries.name', 'size_collection_entries.language', 'size_collection_entries.collection_id'])
    .where('size_collection_entries.tenant_id', '=', row.tenant_id)
    .where('size_collections.user_id', '=', row.user_id)
    .where('size_collection_entries.email', 'is not', null)
    .orderBy('size_collection_entries.updated_at')
    .execute();
  const joined = new Set(known.filter((entry) => entry.collection_id === row.id).map((entry) => (entry.email as string).toLowerCase()));
  const latest = new Map<string, { email: string; name: string; language: AccountLanguage }>();
  for (const entry of known) {
    const email = (entry.email as string).toLowerCase();
    if (!joined.has(email)) latest.set(email, { email: entry.email as string, name: entry.name, language: entry.language });
  }
  return [...latest.values()];
}

/** Reminders to those players; answers how many were queued. */
export async function queueReminders(tx: TenantTx, clock: Clock, tenant: TenantRow, row: CollectionRow): Promise<number> {
  const players = await playersToRemind(tx, row);
  if (players.length === 0) return 0;
  const links = await shopLinks(tx, tenant);
  for (const player of players) {
    const mail = collectionReminderMail(tenant.name, player.language, {
      playerName: player.name,
      title: row.title,
      deadline: deadlineText(row.deadline, player.language),
      message: row.message,
      link: links.join(row.code),
    });
    await enqueueMail(tx, clock, { tenantId: tenant.id, fromName: tenant.name, to: player.email, ...mail });
  }
  return players.length;
}

/** What the manager pastes into the team's chat: the title, the deadline and the link. */
export async function chatMessage(tx: TenantTx, tenant: TenantRow, row: CollectionRow, language: AccountLanguage): Promise<string> {
  const link = (await shopLinks(tx, tenant)).join(row.code);
  const deadline = deadlineText(row.deadline, language);
  return language === 'kh'
    ? `${row.title}៖ សូមបញ្ចូលឈ្មោះ លេខ និងទំហំរបស់អ្នកមុន ${deadline}៖ ${link}`
    : `${row.title}: please enter your name, number and sizes by ${deadline}: ${link}`;
}

/** To the manager once their collection closed. */
export async function queueClosedMail(tx: TenantTx, clock: Clock, tenant: TenantRow, row: CollectionRow, joined: number): Promise<void> {
  const manager = await tx
    .selectFrom('users')
    .select(['email', 'first_name', 'language'])
    .where('tenant_id', '=', tenant.id)
    .where('id', '=', row.user_id)
    .executeTakeFirst();
  if (!manager) return;
  const mail = collectionClosedMail(
    tenant.name,
    { firstName: manager.first_name, language: manager.language },
    { title: row.title, joined, link: (await shopLinks(tx, tenant)).collection(row.id) },
  );
  await enqueueMail(tx, clock, { tenantId: tenant.id, fromName: tenant.name, to: manager.email, ...mail });
}
