import { duplicateNumberIndexes } from './duplicate-numbers';

describe('duplicateNumberIndexes', () => {
  it('marks both players of one team with the same number', () => {
    expect(
      duplicateNumberIndexes([
        { number: 10, team: 'U12' },
        { number: 7, team: 'U12' },
        { number: 10, team: 'U12' },
      ]),
    ).toEqual(new Set([0, 2]));
  });

  it('lets two teams use the same number', () => {
    expect(
      duplicateNumberIndexes([
        { number: 10, team: 'U12' },
        { number: 10, team: 'U14' },
      ]).size,
    ).toBe(0);
  });

  it('counts players without a team as one team, and skips rows that are not players', () => {
    expect(duplicateNumberIndexes([{ number: 4, team: null }, null, { number: 4, team: null }, { number: 4, team: 'A' }])).toEqual(new Set([0, 2]));
  });
});
