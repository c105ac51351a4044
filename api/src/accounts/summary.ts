import type { AccountSummary } from '@teamwear/shared/contracts';
import type { TenantTx } from '../db/tenant-scope';

/**
 * The dashboard's counts for one user. Designs, players and orders do not exist yet: each later
 * issue adds its count here (a query per table, `thisWeek` from the start of the ISO week).
 */
export async function loadAccountSummary(_tx: TenantTx, _tenantId: string, _userId: string): Promise<AccountSummary> {
  return {
    designs: { total: 0, thisWeek: 0 },
    players: { total: 0, thisWeek: 0 },
    ordersInProgress: 0,
    ordersCompleted: 0,
  };
}
