import type { ValidPlayer } from '@teamwear/shared/contracts';

/**
 * The indexes of players whose team (none counts as a team) has another player with the same
 * number: a warning, as the roster gives it, since teams reuse numbers across squads. Null
 * entries (rows that are not valid players) take no part.
 */
export function duplicateNumberIndexes(players: readonly (Pick<ValidPlayer, 'number' | 'team'> | null)[]): Set<number> {
  const byTeamAndNumber = new Map<string, number[]>();
  players.forEach((player, index) => {
    if (!player) return;
    // NUL cannot be in a team name (the contracts refuse it), so it cannot join two keys into one.
    const key = `${player.team ?? ''}\u0000${player.number}`;
    const indexes = byTeamAndNumber.get(key);
    if (indexes) indexes.push(index);
    else byTeamAndNumber.set(key, [index]);
  });
  const duplicates = new Set<number>();
  for (const indexes of byTeamAndNumber.values()) if (indexes.length > 1) for (const index of indexes) duplicates.add(index);
  return duplicates;
}
