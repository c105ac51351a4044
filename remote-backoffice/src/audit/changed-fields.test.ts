import { changedFields } from './changed-fields';

describe('changedFields', () => {
  it('keeps only the fields whose value changed, in order', () => {
    expect(changedFields({ REVIEWING: 2, APPROVED: 2 }, { REVIEWING: 3, APPROVED: 2 })).toEqual([{ field: 'REVIEWING', before: '2', after: '3' }]);
  });

  it('reads a creation and a removal as fields appearing or going', () => {
    expect(changedFields(null, { name: 'Kanha Ouk', role: 'STAFF' })).toEqual([
      { field: 'name', before: null, after: 'Kanha Ouk' },
      { field: 'role', before: null, after: 'STAFF' },
    ]);
    expect(changedFields({ role: 'PRODUCTION' }, null)).toEqual([{ field: 'role', before: 'PRODUCTION', after: null }]);
  });

  it('shows a nested value as compact JSON and a plain value as one field', () => {
    expect(changedFields({ tiers: [{ from: 1, cents: 900 }] }, { tiers: [{ from: 1, cents: 950 }] })).toEqual([
      { field: 'tiers', before: '[{"from":1,"cents":900}]', after: '[{"from":1,"cents":950}]' },
    ]);
    expect(changedFields('OWNER', 'STAFF')).toEqual([{ field: '', before: 'OWNER', after: 'STAFF' }]);
    expect(changedFields(null, null)).toEqual([]);
  });
});
