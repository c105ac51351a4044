import { headerKey, matchColumns, missingColumns } from './roster-columns';

describe('matchColumns', () => {
  it('finds the columns of an exported roster', () => {
    expect(matchColumns(['name', 'number', 'size', 'team'])).toEqual({ name: 0, number: 1, size: 2, team: 3 });
  });

  it('finds Khmer header names', () => {
    expect(matchColumns(['ក្រុម', 'ឈ្មោះ', 'លេខ', 'ទំហំ'])).toEqual({ team: 0, name: 1, number: 2, size: 3 });
    expect(matchColumns(['ឈ្មោះកីឡាករ', 'លេខអាវ', 'ទំហំអាវ'])).toEqual({ name: 0, number: 1, size: 2 });
  });

  it('finds the common English variants, whatever their case and punctuation', () => {
    expect(matchColumns(['Player', 'No.', 'Shirt size'])).toEqual({ name: 0, number: 1, size: 2 });
    expect(matchColumns(['PLAYER_NAME', '#', 'Size (adult)', 'Squad'])).toEqual({ name: 0, number: 1, size: 2, team: 3 });
    expect(matchColumns(["Player's name:", 'Jersey', 'SIZE'])).toEqual({ name: 0, number: 1, size: 2 });
  });

  it('reads a Khmer header with zero-width spaces between its words', () => {
    expect(matchColumns(['ឈ្មោះ\u200bកីឡាករ', 'លេខ\u200bអាវ', 'ទំហំ'])).toEqual({ name: 0, number: 1, size: 2 });
  });

  it('prefers the jersey number to a row count called "No."', () => {
    expect(matchColumns(['No.', 'Name', 'Jersey number', 'Size'])).toEqual({ name: 1, number: 2, size: 3 });
  });

  it('does not take a team name column for the player’s name', () => {
    expect(matchColumns(['Team name', 'Name', 'Number', 'Size'])).toEqual({ team: 0, name: 1, number: 2, size: 3 });
    expect(matchColumns(['ឈ្មោះក្រុម', 'ឈ្មោះ', 'លេខ', 'ទំហំ'])).toEqual({ team: 0, name: 1, number: 2, size: 3 });
  });

  it('finds nothing in a row of data', () => {
    expect(matchColumns(['Sok Dara', '10', 'M', 'U12'])).toEqual({});
  });
});

describe('missingColumns', () => {
  it('names the required fields a header lacks; the team may be absent', () => {
    expect(missingColumns({ name: 0, team: 1 })).toEqual(['number', 'size']);
    expect(missingColumns({ name: 0, number: 1, size: 2 })).toEqual([]);
  });
});

describe('headerKey', () => {
  it('folds case, width, spaces and notes', () => {
    expect(headerKey(' Ｎａｍｅ ')).toBe('name');
    expect(headerKey('Nº')).toBe('no');
    expect(headerKey('Shirt Size [kids]')).toBe('shirtsize');
  });
});
