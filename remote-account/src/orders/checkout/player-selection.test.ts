import { numberClashes, playersShown, teamsOf, tickChanges, tickState } from './player-selection';
import { rosterPlayer } from './test-roster';

const roster = [
  rosterPlayer(1, 'Dara', 9, 'M', 'Tigers'),
  rosterPlayer(2, 'Sok', 4, 'L', 'Tigers'),
  rosterPlayer(3, 'Vibol', 3, 'S', 'ក្រុមក'),
  rosterPlayer(4, 'Mony', 1, 'M', null),
  rosterPlayer(5, 'Bopha', 2, 'S', 'Lions'),
];

describe('picking players by team', () => {
  it('lists the teams alphabetically, players without a team last', () => {
    expect(teamsOf(roster)).toEqual(['Lions', 'Tigers', 'ក្រុមក', null]);
    expect(teamsOf(roster.filter((player) => player.team !== null))).toEqual(['Lions', 'Tigers', 'ក្រុមក']);
  });

  it('shows one team’s players by number, or everyone', () => {
    expect(playersShown(roster, { kind: 'team', team: 'Tigers' }).map((player) => player.name)).toEqual(['Sok', 'Dara']);
    expect(playersShown(roster, { kind: 'team', team: null }).map((player) => player.name)).toEqual(['Mony']);
    expect(playersShown(roster, { kind: 'all' })).toHaveLength(5);
  });

  it('ticks the team’s box fully, partly or not at all', () => {
    const tigers = playersShown(roster, { kind: 'team', team: 'Tigers' });
    expect(tickState(tigers, [])).toBe('none');
    expect(tickState(tigers, [roster[0]!.id, roster[2]!.id])).toBe('some');
    expect(tickState(tigers, [roster[0]!.id, roster[1]!.id])).toBe('all');
    expect(tickState([], [])).toBe('none');
  });

  it('names the players who would wear the same number', () => {
    expect(
      numberClashes([
        { name: 'Dara', number: 7 },
        { name: 'Sok', number: 10 },
        { name: 'Vibol', number: 7 },
        { name: 'Mony', number: null },
        { name: 'Bopha', number: 10 },
        { name: 'Nita', number: 1 },
      ]),
    ).toEqual([
      { number: 7, names: ['Dara', 'Vibol'] },
      { number: 10, names: ['Sok', 'Bopha'] },
    ]);
    expect(numberClashes([{ name: 'Dara', number: 7 }])).toEqual([]);
  });
});

describe('the table’s ticks as the form’s', () => {
  const dara = rosterPlayer(1, 'Dara', 7, 'M');
  const vanna = rosterPlayer(2, 'Vanna', 9, 'L');
  const shown = [dara, vanna];

  it('ticks the players newly ticked, a whole team at once', () => {
    expect(tickChanges(shown, [], [dara.id, vanna.id])).toEqual([{ players: [dara, vanna], on: true }]);
  });

  it('unticks the players no longer ticked', () => {
    expect(tickChanges(shown, [dara.id, vanna.id], [vanna.id])).toEqual([{ players: [dara], on: false }]);
  });

  it('leaves alone players ticked in another team, not shown', () => {
    expect(tickChanges([vanna], ['other-team-player'], ['other-team-player', vanna.id])).toEqual([{ players: [vanna], on: true }]);
    expect(tickChanges(shown, [dara.id], [dara.id])).toEqual([]);
  });
});
