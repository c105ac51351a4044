import { bow, closedPath, from, join, line, mirror, offset, openPath, reverse, sampleCurve, withMirror } from './curve';
import { clipPolygon, pointInPolygon, polygonArea, sweptBand } from './polygon';
import { PathSyntaxError, mirrorPath, parsePath, pathBounds, pathToPolygons } from './svg-path';

describe('parsePath', () => {
  it('reads absolute and relative commands into absolute ones', () => {
    expect(parsePath('M10 10 h20 v5 l-5 5 H0 V0 z')).toEqual([
      { kind: 'M', to: [10, 10] },
      { kind: 'L', to: [30, 10] },
      { kind: 'L', to: [30, 15] },
      { kind: 'L', to: [25, 20] },
      { kind: 'L', to: [0, 20] },
      { kind: 'L', to: [0, 0] },
      { kind: 'Z' },
    ]);
  });

  it('reads curves, smooth curves, implicit line-tos and packed numbers', () => {
    const c = parsePath('M0,0C10,0 20,10 20,20S30,40 40,40Q50,50 60,40T80,40M1-2 3-4.5.5 6');
    expect(c.map((x) => x.kind)).toEqual(['M', 'C', 'C', 'Q', 'Q', 'M', 'L', 'L']);
    expect(c[2]).toEqual({
      kind: 'C',
      c1: [20, 30],
      c2: [30, 40],
      to: [40, 40],
    });
    expect(c[4]).toEqual({ kind: 'Q', c: [70, 30], to: [80, 40] });
    expect(c[6]).toEqual({ kind: 'L', to: [3, -4.5] });
    expect(c[7]).toEqual({ kind: 'L', to: [0.5, 6] });
  });

  it.each([
    ['', 'empty'],
    ['L10 10', 'start with M'],
    ['M10', 'missing a number'],
    ['M0 0 L10 x', 'unexpected'],
    ['M0 0 Z 4', 'no numbers'],
    ['M0 0 A5 5 0 0 1 10 10', 'arcs'],
  ])('refuses %j', (d, message) => {
    expect(() => parsePath(d)).toThrow(PathSyntaxError);
    expect(() => parsePath(d)).toThrow(message);
  });
});

describe('bounds and polygons', () => {
  it('measures the drawn curve, not its control points', () => {
    const b = pathBounds('M0 0 C0 100 100 100 100 0 Z');
    expect(b.minX).toBe(0);
    expect(b.maxX).toBe(100);
    expect(b.maxY).toBeCloseTo(75, 0);
  });

  it('splits sub-paths into polygons', () => {
    expect(pathToPolygons('M0 0 L10 0 L10 10 Z M20 20 L30 20 L30 30 Z')).toHaveLength(2);
  });

  it('mirrors about the centre line', () => {
    expect(mirrorPath('M100 50 L200 60 C300 70 400 80 450 90 Z')).toBe('M900 50 L800 60 C700 70 600 80 550 90 Z');
  });
});

describe('curves', () => {
  it('joins curves end to end and refuses a gap', () => {
    const a = line([0, 0], [10, 0]);
    const b = line([10, 0], [10, 10]);
    expect(openPath(join(a, b))).toBe('M0 0 L10 0 L10 10');
    expect(() => join(a, line([11, 0], [12, 0]))).toThrow('do not meet');
    expect(() => closedPath(a, b)).toThrow('not closed');
  });

  it('walks a curve backwards', () => {
    const c = from([0, 0]).line([10, 0]).cubic([20, 0], [30, 10], [30, 20]).done();
    expect(openPath(reverse(c))).toBe('M30 20 C30 10 20 0 10 0 L0 0');
  });

  it('completes a symmetric outline from its left half', () => {
    const half = from([400, 100]).line([400, 200]).line([500, 200]).done();
    expect(openPath(withMirror(half))).toBe('M400 100 L400 200 L500 200 L600 200 L600 100');
    expect(openPath(mirror(half))).toBe('M600 100 L600 200 L500 200');
  });

  it('bows to the right of travel for a positive amount', () => {
    const mid = sampleCurve(bow([0, 0], [100, 0], 10), 2)[1];
    expect(mid?.[1]).toBeCloseTo(10, 5);
  });

  it('offsets a curve by about the distance asked', () => {
    const arc = bow([0, 0], [200, 0], 40);
    const moved = offset(arc, -10);
    const original = sampleCurve(arc, 50);
    for (const p of sampleCurve(moved, 10)) {
      const nearest = Math.min(...original.map((q) => Math.hypot(q[0] - p[0], q[1] - p[1])));
      expect(nearest).toBeGreaterThan(9);
      expect(nearest).toBeLessThan(11);
    }
  });
});

describe('polygons', () => {
  const square = [
    [0, 0],
    [100, 0],
    [100, 100],
    [0, 100],
  ] as const;

  it('clips any polygon to a convex one', () => {
    const band = sweptBand([-10, 40], [110, 40], [0, 1], 20);
    expect(polygonArea(clipPolygon(square, band))).toBeCloseTo(2000);
    const centred = sweptBand([-10, 40], [110, 40], [0, 5], 20, true);
    expect(polygonArea(clipPolygon(square, centred))).toBeCloseTo(2000);
    // A concave U keeps both arms.
    const u = [
      [0, 0],
      [30, 0],
      [30, 70],
      [70, 70],
      [70, 0],
      [100, 0],
      [100, 100],
      [0, 100],
    ] as const;
    expect(polygonArea(clipPolygon(u, sweptBand([-10, 10], [110, 10], [0, 1], 20)))).toBeCloseTo(1200);
  });

  it('tells inside from outside', () => {
    expect(pointInPolygon([50, 50], square)).toBe(true);
    expect(pointInPolygon([150, 50], square)).toBe(false);
  });
});
