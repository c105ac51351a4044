import { columnSortOrder, DEFAULT_VIEW, isFiltered, playerListQuery, sortOfColumn, viewFromParams, viewToParams, type PlayerListView } from './player-list-view';

describe('the roster view in the page address', () => {
  it('comes back the same after a round trip, Khmer team names and all', () => {
    const view: PlayerListView = { search: 'សុខ', team: { kind: 'team', name: 'ក្រុមក' }, size: '10Y', sort: '-number', page: 3, pageSize: 50 };
    expect(viewFromParams(viewToParams(view))).toEqual(view);
    const noTeam: PlayerListView = { ...DEFAULT_VIEW, team: { kind: 'none' } };
    expect(viewFromParams(viewToParams(noTeam))).toEqual(noTeam);
  });

  it('keeps the default view out of the address', () => {
    expect(viewToParams(DEFAULT_VIEW).toString()).toBe('');
  });

  it('falls back to the default for anything malformed', () => {
    expect(viewFromParams(new URLSearchParams('sort=drop table&page=-2&pageSize=7&size='))).toEqual(DEFAULT_VIEW);
    expect(viewFromParams(new URLSearchParams('page=1e9&pageSize=1000000000000'))).toEqual(DEFAULT_VIEW);
  });
});

describe('playerListQuery', () => {
  it('asks the API for the view', () => {
    const query = playerListQuery({ search: ' Dara ', team: { kind: 'team', name: 'U12 & co' }, size: 'M', sort: 'team', page: 2, pageSize: 10 });
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({ search: 'Dara', team: 'U12 & co', size: 'M', sort: 'team', page: '2', pageSize: '10' });
  });

  it('asks for the players without a team with an empty team', () => {
    expect(new URLSearchParams(playerListQuery({ ...DEFAULT_VIEW, team: { kind: 'none' } })).get('team')).toBe('');
    expect(new URLSearchParams(playerListQuery(DEFAULT_VIEW)).has('team')).toBe(false);
  });

  it('searches a number typed in Khmer digits as that shirt number, and Khmer names as typed', () => {
    expect(new URLSearchParams(playerListQuery({ ...DEFAULT_VIEW, search: '១០' })).get('search')).toBe('10');
    expect(new URLSearchParams(playerListQuery({ ...DEFAULT_VIEW, search: 'ស្រីនាង' })).get('search')).toBe('ស្រីនាង');
  });
});

describe('sorting from the table', () => {
  it('turns a column header click into the API’s sort and back', () => {
    expect(sortOfColumn('number', 'descend')).toBe('-number');
    expect(sortOfColumn('team', 'ascend')).toBe('team');
    expect(sortOfColumn('team', null)).toBe('name');
    expect(columnSortOrder('-number', 'number')).toBe('descend');
    expect(columnSortOrder('-number', 'name')).toBeNull();
    expect(columnSortOrder('name', 'name')).toBe('ascend');
  });
});

describe('isFiltered', () => {
  it('tells a view that leaves players out', () => {
    expect(isFiltered(DEFAULT_VIEW)).toBe(false);
    expect(isFiltered({ ...DEFAULT_VIEW, sort: '-team', page: 2 })).toBe(false);
    expect(isFiltered({ ...DEFAULT_VIEW, search: '  ' })).toBe(false);
    expect(isFiltered({ ...DEFAULT_VIEW, team: { kind: 'none' } })).toBe(true);
    expect(isFiltered({ ...DEFAULT_VIEW, size: 'S' })).toBe(true);
  });
});
