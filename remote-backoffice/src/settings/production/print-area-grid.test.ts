import type { PrintAreaInUse } from '@teamwear/shared/contracts';
import { areasByGarment } from './print-area-grid';

const area = (garment: PrintAreaInUse['garment'], size: string, side: PrintAreaInUse['side'], shopSet = false): PrintAreaInUse => ({ garment, size, side, widthCm: 30, heightCm: 40, shopSet });

describe('the print areas as a grid per garment', () => {
  it('puts each garment’s sizes in rows and sides in columns, leaving a gap where a size has no such side', () => {
    const grid = areasByGarment([area('soccer', 'S', 'front'), area('soccer', 'S', 'back', true), area('soccer', 'M', 'front'), area('polo', 'M', 'front')]);
    expect(grid.map((garment) => garment.garment)).toEqual(['soccer', 'polo']);
    expect(grid[0]?.sides).toEqual(['front', 'back']);
    expect(grid[0]?.sizes.map((row) => [row.size, row.areas.map((cell) => cell?.side ?? null)])).toEqual([
      ['S', ['front', 'back']],
      ['M', ['front', null]],
    ]);
    expect(grid.map((garment) => garment.shopSet)).toEqual([1, 0]);
  });
});
