import type { Player } from '@teamwear/shared/contracts';
import { duplicateNumbers } from '@teamwear/shared/orders';

/** Which players the table shows: every one, or one team's (null: players without a team). */
export type TeamFilter = { kind: 'all' } | { kind: 'team'; team: string | null };

/** The roster's teams in alphabetical order (any script), players without a team last. */
export function teamsOf(roster: readonly Player[]): (string | null)[] {
  const named = [...new Set(roster.flatMap((player) => (player.team === null ? [] : [player.team])))].sort((a, b) => a.localeCompare(b));
  return roster.some((player) => player.team === null) ? [...named, null] : named;
}

/** The players a filter shows, by number, then name. */
export function playersShown(roster: readonly Player[], filter: TeamFilter): Player[] {
  const shown = filter.kind === 'all' ? [...roster] : roster.filter((player) => player.team === filter.team);
  return shown.sort((a, b) => a.number - b.number || a.name.localeCompare(b.name));
}

/** The box that ticks all shown players: ticked, partly ticked (indeterminate) or not. */
export function tickState(players: readonly Pick<Player, 'id'>[], selected: readonly string[]): 'all' | 'some' | 'none' {
  const ticked = new Set(selected);
  const count = players.filter((player) => ticked.has(player.id)).length;
  if (count === 0) return 'none';
  return count === players.length ? 'all' : 'some';
}

/** A number two or more players of the order would wear, and whose. */
export interface NumberClash {
  number: number;
  names: string[];
}

/** The numbers printed for more than one player of the order (allowed after the customer confirms). */
export function numberClashes(prints: readonly { name: string; number: number | null }[]): NumberClash[] {
  const numbered = prints.filter((print): print is { name: string; number: number } => print.number !== null);
  return [...duplicateNumbers(numbered)]
    .sort((a, b) => a - b)
    .map((number) => ({ number, names: numbered.filter((print) => print.number === number).map((print) => print.name) }));
}

/** What a table's new selection (ids) means for the form: the shown players ticked, and those unticked. */
export function tickChanges<P extends Pick<Player, 'id'>>(shown: readonly P[], before: readonly string[], after: readonly string[]): { players: P[]; on: boolean }[] {
  const was = new Set(before);
  const is = new Set(after);
  const ticked = shown.filter((player) => is.has(player.id) && !was.has(player.id));
  const unticked = shown.filter((player) => was.has(player.id) && !is.has(player.id));
  return [...(ticked.length > 0 ? [{ players: ticked, on: true }] : []), ...(unticked.length > 0 ? [{ players: unticked, on: false }] : [])];
}
