import { playersByNumber, sizeRunTable } from './size-run';

describe('the size run as the workshop cuts it', () => {
  it('lists the shirts per size in the shop’s order, with the total, and no shorts column without shorts', () => {
    const table = sizeRunTable({ shirts: [{ size: 'S', count: 2 }, { size: 'M', count: 5 }, { size: 'XL', count: 1 }], shorts: null });
    expect(table).toEqual({
      withShorts: false,
      rows: [
        { size: 'S', shirts: 2, shorts: null },
        { size: 'M', shirts: 5, shorts: null },
        { size: 'XL', shirts: 1, shorts: null },
      ],
      totals: { shirts: 8, shorts: null },
    });
  });

  it('puts the shorts beside the shirts of the same size, and a shorts size no shirt has after them', () => {
    const table = sizeRunTable({ shirts: [{ size: 'M', count: 3 }, { size: 'L', count: 1 }], shorts: [{ size: 'M', count: 2 }, { size: 'L', count: 1 }, { size: 'XL', count: 1 }] });
    expect(table.rows).toEqual([
      { size: 'M', shirts: 3, shorts: 2 },
      { size: 'L', shirts: 1, shorts: 1 },
      { size: 'XL', shirts: 0, shorts: 1 },
    ]);
    expect(table.totals).toEqual({ shirts: 4, shorts: 4 });
  });

  it('lists the players by number', () => {
    const player = (name: string, number: number) => ({ playerId: null, name, number, size: 'M', shortsSize: null });
    expect(playersByNumber([player('Dara', 10), player('Sok', 7), player('Bopha', 7)]).map((each) => each.name)).toEqual(['Bopha', 'Sok', 'Dara']);
  });
});
