import { groupParts, hasPairs } from './part-groups';

describe('part groups', () => {
  it('paints both sleeves together, keeping the order of first appearance', () => {
    expect(groupParts(['body', 'leftSleeve', 'rightSleeve', 'collar'], true)).toEqual([
      { key: 'body', label: 'garment.part.body', parts: ['body'] },
      { key: 'pair:sleeve', label: 'garment.pair.sleeve', parts: ['leftSleeve', 'rightSleeve'] },
      { key: 'collar', label: 'garment.part.collar', parts: ['collar'] },
    ]);
  });

  it('pairs suffixed sides too (side panels, legs)', () => {
    expect(groupParts(['legLeft', 'legRight', 'sidePanelLeft', 'sidePanelRight'], true).map((group) => group.key)).toEqual(['pair:leg', 'pair:sidePanel']);
  });

  it('lists every side apart when asked, and a lone side on its own', () => {
    expect(groupParts(['leftSleeve', 'rightSleeve'], false).map((group) => group.key)).toEqual(['leftSleeve', 'rightSleeve']);
    expect(groupParts(['leftSleeve', 'body'], true).map((group) => group.key)).toEqual(['leftSleeve', 'body']);
    expect(hasPairs(['body', 'collar'])).toBe(false);
    expect(hasPairs(['legLeft', 'legRight'])).toBe(true);
  });
});
