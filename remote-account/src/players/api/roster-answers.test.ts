import { PlayerBulkDeleteResponse, PlayerListResponse, SizeChartResponse } from '@teamwear/shared/contracts';
import { isDeletedAnswer, isPlayerListAnswer, isSizeChartAnswer } from './roster-answers';

// Each check is held to its schema's verdict: what the hand check refuses, the schema refuses too,
// and what the schema takes, the hand check takes.

const player = {
  id: '0b7a3c1e-4f5d-4e8a-9c2b-1d2e3f4a5b6c',
  name: 'សុខ ដារា',
  number: 7,
  size: 'M',
  team: 'U12',
  duplicateNumber: false,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-21T08:00:00.000Z',
};
const list = { data: [player, { ...player, team: null, duplicateNumber: true }], total: 2, page: 1, pageSize: 20, teams: ['U12'], rosterSize: 2 };
const chart = {
  data: {
    groups: [
      { id: 'adult', sizes: ['S', 'M', 'L'] },
      { id: 'kids', sizes: ['8Y'] },
    ],
    numberRange: { min: 0, max: 99 },
  },
};

const { name: _name, ...withoutName } = player;
const { rosterSize: _rosterSize, ...withoutRosterSize } = list;

const malformedLists: Record<string, unknown> = {
  nothing: null,
  'a page of HTML': '<html>Bad gateway</html>',
  'a list that is not one': { ...list, data: 'none' },
  'a total as text': { ...list, total: '2' },
  'a negative total': { ...list, total: -1 },
  'page 0': { ...list, page: 0 },
  'a page size of 2.5': { ...list, pageSize: 2.5 },
  'teams that are not a list': { ...list, teams: 'U12' },
  'a team that is a number': { ...list, teams: [12] },
  'no roster size': withoutRosterSize,
  'a player without a name': { ...list, data: [withoutName] },
  'a shirt number as text': { ...list, data: [{ ...player, number: '7' }] },
  'a shirt number of 7.5': { ...list, data: [{ ...player, number: 7.5 }] },
  'a team that is neither text nor none': { ...list, data: [{ ...player, team: 12 }] },
  'no duplicate flag': { ...list, data: [{ ...player, duplicateNumber: undefined }] },
  'a player that is null': { ...list, data: [null] },
};

const malformedCharts: Record<string, unknown> = {
  nothing: null,
  'no data': {},
  'no groups': { data: { ...chart.data, groups: [] } },
  'a group without sizes': { data: { ...chart.data, groups: [{ id: 'adult', sizes: [] }] } },
  'a group without an id': { data: { ...chart.data, groups: [{ id: '', sizes: ['M'] }] } },
  'an empty size': { data: { ...chart.data, groups: [{ id: 'adult', sizes: ['M', ''] }] } },
  'a size that is a number': { data: { ...chart.data, groups: [{ id: 'kids', sizes: [8] }] } },
  'no number range': { data: { groups: chart.data.groups } },
  'a negative lowest number': { data: { ...chart.data, numberRange: { min: -1, max: 99 } } },
  'a highest number as text': { data: { ...chart.data, numberRange: { min: 0, max: '99' } } },
};

describe('isPlayerListAnswer', () => {
  it('takes a page of the roster as the API answers it, and an empty one', () => {
    const empty = { data: [], total: 0, page: 1, pageSize: 20, teams: [], rosterSize: 0 };
    for (const answer of [list, empty]) {
      expect(PlayerListResponse.safeParse(answer).success).toBe(true);
      expect(isPlayerListAnswer(answer)).toBe(true);
    }
  });

  it.each(Object.entries(malformedLists))('refuses %s, as the schema does', (_shape, answer) => {
    expect(PlayerListResponse.safeParse(answer).success).toBe(false);
    expect(isPlayerListAnswer(answer)).toBe(false);
  });
});

describe('isSizeChartAnswer', () => {
  it("takes the shop's chart as the API answers it", () => {
    expect(SizeChartResponse.safeParse(chart).success).toBe(true);
    expect(isSizeChartAnswer(chart)).toBe(true);
  });

  it.each(Object.entries(malformedCharts))('refuses %s, as the schema does', (_shape, answer) => {
    expect(SizeChartResponse.safeParse(answer).success).toBe(false);
    expect(isSizeChartAnswer(answer)).toBe(false);
  });
});

describe('isDeletedAnswer', () => {
  it('takes a count of deleted players', () => {
    for (const answer of [{ deleted: 3 }, { deleted: 0 }]) {
      expect(PlayerBulkDeleteResponse.safeParse(answer).success).toBe(true);
      expect(isDeletedAnswer(answer)).toBe(true);
    }
  });

  it.each([null, {}, { deleted: '3' }, { deleted: -1 }, { deleted: 1.5 }])('refuses %p, as the schema does', (answer) => {
    expect(PlayerBulkDeleteResponse.safeParse(answer).success).toBe(false);
    expect(isDeletedAnswer(answer)).toBe(false);
  });
});
