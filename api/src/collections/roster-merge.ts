import { planRosterMerge, type MergeEntry } from '@teamwear/shared/contracts';
import type { TenantRow } from '../db/schema';
import type { TenantTx } from '../db/tenant-scope';
import { insertPlayers, ownedPlayers, reserveRosterPlaces } from '../players/player-queries';
import { sizeChartOf } from '../tenancy/tenant-settings';
import type { CollectionOwner } from './collection-queries';

/**
 * A closed collection's entries into the manager's roster (size-collection-rules.ts
 * `planRosterMerge`): a returning player's row takes the entry's number and size, a new player gets
 * a row; each entry remembers its row (the order form ticks them, and the next collection finds a
 * returning player by their e-mail). Answers the rows in the entries' order.
 *
 * `newOnly`: only the entries without a row join (a late player the manager lets into a closed
 * collection); the rows the others hold are theirs, and are left as the manager may have changed them.
 */
export async function mergeIntoRoster(
  tx: TenantTx,
  tenant: TenantRow,
  owner: CollectionOwner,
  collectionId: string,
  now: Date,
  { newOnly = false }: { newOnly?: boolean } = {},
): Promise<string[]> {
  const entries = await tx
    .selectFrom('size_collection_entries')
    .select(['id', 'name', 'number', 'size', 'shorts_size', 'email', 'player_id'])
    .where('tenant_id', '=', owner.tenantId)
    .where('collection_id', '=', collectionId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const roster = await ownedPlayers(tx, owner).select(['id', 'name', 'number']).execute();
  // The rows earlier entries with an e-mail became, across the manager's collections.
  const earlier = await tx
    .selectFrom('size_collection_entries')
    .innerJoin('size_collections', 'size_collections.id', 'size_collection_entries.collection_id')
    .select(['size_collection_entries.email', 'size_collection_entries.player_id'])
    .where('size_collection_entries.tenant_id', '=', owner.tenantId)
    .where('size_collections.user_id', '=', owner.userId)
    .where('size_collection_entries.email', 'is not', null)
    .where('size_collection_entries.player_id', 'is not', null)
    .orderBy('size_collection_entries.updated_at')
    .execute();
  const playerByEmail = new Map(earlier.map((row) => [(row.email as string).toLowerCase(), row.player_id as string]));
  const mergeable: MergeEntry[] = entries.map((entry) => ({
    id: entry.id,
    name: entry.name,
    number: entry.number,
    // The roster keeps one size: the shirt's, else (shorts alone collected) the shorts'.
    size: entry.size ?? entry.shorts_size ?? '',
    email: entry.email,
    // Closed before (reopened for fill-ins): the row it became stays its row.
    playerId: entry.player_id,
  }));
  const planned = planRosterMerge(mergeable, roster, playerByEmail, sizeChartOf(tenant).numberRange);
  const rowless = new Set(entries.flatMap((entry) => (entry.player_id === null ? [entry.id] : [])));
  const plan = newOnly
    ? { update: planned.update.filter((change) => rowless.has(change.entryId)), insert: planned.insert.filter((row) => rowless.has(row.entryId)) }
    : planned;
  await reserveRosterPlaces(tx, owner, plan.insert.length);
  for (const change of plan.update) {
    await tx
      .updateTable('players')
      .set({ number: change.number, ...(change.size ? { size: change.size } : {}), updated_at: now })
      .where('tenant_id', '=', owner.tenantId)
      .where('user_id', '=', owner.userId)
      .where('id', '=', change.playerId)
      .execute();
  }
  const inserted = await insertPlayers(
    tx,
    owner,
    plan.insert.map((row) => ({ name: row.name, number: row.number, size: row.size, team: null })),
    now,
  );
  const rowOf = new Map<string, string>([
    ...plan.update.map((change) => [change.entryId, change.playerId] as const),
    ...plan.insert.map((row, index) => [row.entryId, inserted[index] as string] as const),
  ]);
  for (const [entryId, playerId] of rowOf) {
    await tx.updateTable('size_collection_entries').set({ player_id: playerId }).where('tenant_id', '=', owner.tenantId).where('id', '=', entryId).execute();
  }
  return entries.flatMap((entry) => {
    const playerId = rowOf.get(entry.id);
    return playerId ? [playerId] : [];
  });
}
