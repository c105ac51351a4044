import {
  deadlineTooLate,
  freeNumbersNear,
  isCollectionOpen,
  lastCloseDay,
  needByBeforeDeadline,
  numberTakenMessage,
  planRosterMerge,
  sameName,
  shopDayOf,
  sizeCounts,
} from './size-collection-rules';

const PHNOM_PENH = 'Asia/Phnom_Penh';

describe('a size collection', () => {
  it('is open until its deadline or until the manager closes it', () => {
    const deadline = '2027-01-08T17:00:00.000Z';
    expect(isCollectionOpen({ deadline, closedAt: null }, new Date('2027-01-08T16:59:59.999Z'))).toBe(true);
    expect(isCollectionOpen({ deadline, closedAt: null }, new Date(deadline))).toBe(false);
    expect(isCollectionOpen({ deadline, closedAt: '2027-01-02T00:00:00Z' }, new Date('2027-01-03T00:00:00Z'))).toBe(false);
  });

  it('suggests the free numbers nearest a taken one, within the shop’s range, and never says who has it', () => {
    expect(freeNumbersNear(7, [7, 8], { min: 0, max: 99 })).toEqual([6, 9, 5]);
    expect(freeNumbersNear(99, [99, 98], { min: 0, max: 99 })).toEqual([97, 96, 95]);
    expect(freeNumbersNear(1, [0, 1, 2], { min: 0, max: 2 })).toEqual([]);
    expect(numberTakenMessage(7, [6, 9, 5])).toBe('Number 7 is taken: try 6, 9 or 5');
    expect(numberTakenMessage(7, [6])).toBe('Number 7 is taken: try 6');
    expect(numberTakenMessage(7, [])).toBe('Number 7 is taken, and no number is free: ask the team manager');
  });

  it('says the last day to close for the kits to arrive, in the shop’s days', () => {
    expect(lastCloseDay('2027-02-20', 14)).toBe('2027-02-06');
    // 23:30 in Phnom Penh on the 6th is 16:30 UTC: still the 6th there, so in time.
    expect(deadlineTooLate(new Date('2027-02-06T16:30:00Z'), '2027-02-20', 14, PHNOM_PENH)).toBe(false);
    // 00:30 on the 7th in Phnom Penh is 17:30 UTC on the 6th: a day too late.
    expect(shopDayOf(new Date('2027-02-06T17:30:00Z'), PHNOM_PENH)).toBe('2027-02-07');
    expect(deadlineTooLate(new Date('2027-02-06T17:30:00Z'), '2027-02-20', 14, PHNOM_PENH)).toBe(true);
  });

  it('refuses kits needed before the collection closes, by the shop’s day of the deadline', () => {
    // 00:30 on the 7th in Phnom Penh: kits needed on the 6th come before it closes, on the 7th not.
    expect(needByBeforeDeadline(new Date('2027-02-06T17:30:00Z'), '2027-02-06', PHNOM_PENH)).toBe(true);
    expect(needByBeforeDeadline(new Date('2027-02-06T17:30:00Z'), '2027-02-07', PHNOM_PENH)).toBe(false);
  });

  it('counts sizes per piece in the shop’s order', () => {
    expect(sizeCounts(['L', 'M', null, 'L', '8Y', 'Custom'], ['S', 'M', 'L', '8Y'])).toEqual([
      { size: 'M', count: 1 },
      { size: 'L', count: 2 },
      { size: '8Y', count: 1 },
      { size: 'Custom', count: 1 },
    ]);
  });

  it('matches names as people write them, in any script', () => {
    expect(sameName('  Sok  Dara ', 'sok dara')).toBe(true);
    expect(sameName('សុខ ដារា', 'សុខ  ដារា')).toBe(true);
    expect(sameName('Sok Dara', 'Sok Dari')).toBe(false);
  });
});

describe('closing into the roster', () => {
  const range = { min: 0, max: 99 };
  const roster = [
    { id: 'p-dara', name: 'Sok Dara', number: 7 },
    { id: 'p-vuthy', name: 'Vuthy', number: 10 },
    { id: 'p-twin-1', name: 'Chan', number: 3 },
    { id: 'p-twin-2', name: 'chan', number: 4 },
  ];

  it('keeps a returning player’s row, found by the e-mail of an earlier entry first, then by name', () => {
    const plan = planRosterMerge(
      [
        { id: 'e1', name: 'Dara S.', number: 17, size: 'L', email: 'DARA@example.com' },
        { id: 'e2', name: 'vuthy', number: null, size: 'M', email: null },
        { id: 'e3', name: 'Nary', number: 7, size: 'S', email: null },
      ],
      roster,
      new Map([['dara@example.com', 'p-dara']]),
      range,
    );
    expect(plan.update).toEqual([
      { entryId: 'e1', playerId: 'p-dara', number: 17, size: 'L' },
      { entryId: 'e2', playerId: 'p-vuthy', number: 10, size: 'M' },
    ]);
    expect(plan.insert).toEqual([{ entryId: 'e3', name: 'Nary', number: 7, size: 'S' }]);
  });

  it('guesses no row when two share the name, and gives a number-less newcomer the lowest free number', () => {
    const plan = planRosterMerge([{ id: 'e1', name: 'Chan', number: null, size: 'M', email: null }], roster, new Map(), range);
    expect(plan.update).toEqual([]);
    expect(plan.insert).toEqual([{ entryId: 'e1', name: 'Chan', number: 0, size: 'M' }]);
  });

  it('gives one roster row to one entry only', () => {
    const plan = planRosterMerge(
      [
        { id: 'e1', name: 'Vuthy', number: 10, size: 'M', email: null },
        { id: 'e2', name: 'Vuthy', number: 11, size: 'L', email: null },
      ],
      roster,
      new Map(),
      range,
    );
    expect(plan.update.map((row) => row.entryId)).toEqual(['e1']);
    expect(plan.insert.map((row) => row.entryId)).toEqual(['e2']);
  });

  it('keeps an entry closed before on the row it became, renamed or with a namesake, when it closes again', () => {
    const plan = planRosterMerge(
      [
        // Joined as "Chan", became p-twin-2 at the first close; a namesake row is on the roster too.
        { id: 'e1', name: 'Chan', number: 4, size: 'M', email: null, playerId: 'p-twin-2' },
        // Joined as "Dara", the manager wrote "Sok Dara" on the roster since.
        { id: 'e2', name: 'Dara', number: 7, size: 'L', email: null, playerId: 'p-dara' },
        // A fill-in with the name of a row an earlier entry holds: a new row, not that one.
        { id: 'e3', name: 'Sok Dara', number: 8, size: 'S', email: null },
        // Its row was deleted since: matched again as any entry.
        { id: 'e4', name: 'Vuthy', number: 10, size: 'M', email: null, playerId: 'p-gone' },
      ],
      roster,
      new Map(),
      range,
    );
    expect(plan.update).toEqual([
      { entryId: 'e1', playerId: 'p-twin-2', number: 4, size: 'M' },
      { entryId: 'e2', playerId: 'p-dara', number: 7, size: 'L' },
      { entryId: 'e4', playerId: 'p-vuthy', number: 10, size: 'M' },
    ]);
    expect(plan.insert).toEqual([{ entryId: 'e3', name: 'Sok Dara', number: 8, size: 'S' }]);
  });
});
