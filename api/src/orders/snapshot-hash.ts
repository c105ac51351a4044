import { createHash } from 'node:crypto';
import type { OrderRow } from '../db/schema';

/** JSON with every object's keys sorted, so equal snapshots hash equal whatever order the database returns keys in. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

/**
 * sha-256 of what an order prints (the design, the players, the extras): the customer approves the
 * proof of this, and the print files are made of this; when it changes, both are for the old one.
 */
export function snapshotHash(snapshot: OrderRow['snapshot']): string {
  return createHash('sha256').update(canonicalJson({ design: snapshot.design.document, players: snapshot.players, extras: snapshot.extras })).digest('hex');
}

/** When the customer approved the proof of the order as it is now; null if never, or for an older snapshot. */
export function proofApprovedAt(row: Pick<OrderRow, 'snapshot' | 'proof_approved_at' | 'proof_snapshot_hash'>): Date | null {
  return row.proof_approved_at && row.proof_snapshot_hash === snapshotHash(row.snapshot) ? row.proof_approved_at : null;
}
