import { exportFileName, exportSize, planTiles, PRINT_LONG_SIDE, tileSizeFor } from './plan';

describe('export sizes', () => {
  it('one view at print size is 4096 px square', () => {
    expect(exportSize(1, PRINT_LONG_SIDE)).toEqual({ width: 4096, height: 4096, scale: 4.096 });
  });

  it('a view cropped to its garment keeps 4096 px on its long side', () => {
    expect(exportSize(1, 4096, { x: 150, y: 40, width: 700, height: 800 })).toEqual({ width: 3584, height: 4096, scale: 5.12 });
  });

  it('two views side by side keep 4096 px on the long side', () => {
    const size = exportSize(2, PRINT_LONG_SIDE);
    expect(size.width).toBe(4096);
    expect(size.height).toBe(Math.round(1000 * size.scale));
  });
});

describe('tiling', () => {
  it('a size within the limit is one tile', () => {
    expect(planTiles(4096, 4096, 8192)).toEqual([{ x: 0, y: 0, width: 4096, height: 4096 }]);
  });

  it('covers the image exactly, without overlaps or gaps', () => {
    const tiles = planTiles(10000, 5000, 4096);
    expect(tiles).toHaveLength(6);
    const area = tiles.reduce((sum, tile) => sum + tile.width * tile.height, 0);
    expect(area).toBe(10000 * 5000);
    expect(tiles.at(-1)).toEqual({ x: 8192, y: 4096, width: 1808, height: 904 });
    for (const tile of tiles) {
      expect(tile.width).toBeLessThanOrEqual(4096);
      expect(tile.height).toBeLessThanOrEqual(4096);
    }
  });

  it('keeps tiles under the GPU limit', () => {
    expect(tileSizeFor(8192)).toBe(4096);
    expect(tileSizeFor(8192, 16384)).toBe(8110);
    expect(tileSizeFor(2048)).toBe(2027);
    expect(tileSizeFor(0)).toBe(256);
  });

  it('names the file after the team and the views', () => {
    expect(exportFileName('Phnom Penh FC!', ['front', 'back'], 4096)).toBe('phnom-penh-fc-front-back-4096.png');
    expect(exportFileName('', ['front'], 800)).toBe('design-front-800.png');
  });
});
