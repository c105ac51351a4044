import { ARTBOARD_GAP, canvasToArtboard, layoutStage, padBox } from './fit';
import { linearGradientLine, normaliseStops, radialGradientCircle } from '@teamwear/design/scene';
import { applyAffine, containsPoint, dragTo, layerCorners, layerToArtboard, rotateHandlePosition, rotateTo, scaleTo, snapshotTransform, wrapDegrees } from './transform';

const close = (value: number, expected: number) => expect(value).toBeCloseTo(expected, 6);

describe('stage layout', () => {
  it('fits one artboard into the smaller side and centres it', () => {
    const layout = layoutStage(800, 600, ['front'], 0);
    expect(layout.scale).toBe(0.6);
    expect(layout.placements).toEqual([{ view: 'front', x: 100, y: 0 }]);
  });

  it('puts two artboards side by side with a gap', () => {
    const layout = layoutStage(2040, 1000, ['front', 'back'], 0);
    expect(layout.scale).toBe(1);
    expect(layout.placements[1]).toEqual({ view: 'back', x: 1000 + ARTBOARD_GAP, y: 0 });
  });

  it('never gives a zero scale, even on a canvas smaller than its padding', () => {
    expect(layoutStage(0, 0, ['front']).scale).toBeGreaterThan(0);
  });

  it('fits the garment, not the empty artboard, when given its box', () => {
    const layout = layoutStage(800, 800, ['front'], 0, { x: 200, y: 100, width: 600, height: 800 });
    expect(layout.scale).toBe(1);
    // The box's left edge (x = 200) lands where the centred box starts (100 px in).
    expect(layout.placements[0]).toEqual({ view: 'front', x: -100, y: -100 });
  });

  it('pads a box, staying inside the artboard', () => {
    expect(padBox({ x: 10, y: 100, width: 500, height: 880 }, 30)).toEqual({ x: 0, y: 70, width: 540, height: 930 });
  });

  it('maps a canvas point back to its artboard', () => {
    const layout = layoutStage(2040, 1000, ['front', 'back'], 0);
    expect(canvasToArtboard(layout, 1540, 500)).toEqual({ view: 'back', x: 500, y: 500 });
    expect(canvasToArtboard(layout, 1020, 500)).toBeNull();
  });
});

describe('gradients in CSS terms', () => {
  const box = { x: 0, y: 0, width: 200, height: 100 };

  it('90° runs left to right across the whole width', () => {
    const { start, end } = linearGradientLine(90, box);
    close(start.x, 0);
    close(start.y, 50);
    close(end.x, 200);
    close(end.y, 50);
  });

  it('0° runs bottom to top, 180° top to bottom', () => {
    const up = linearGradientLine(0, box);
    close(up.start.y, 100);
    close(up.end.y, 0);
    const down = linearGradientLine(180, box);
    close(down.start.y, 0);
    close(down.end.y, 100);
  });

  it('45° reaches the corners exactly', () => {
    const square = { x: 0, y: 0, width: 100, height: 100 };
    const { start, end } = linearGradientLine(45, square);
    close(start.x, 0);
    close(start.y, 100);
    close(end.x, 100);
    close(end.y, 0);
  });

  it('a radial gradient is centred and reaches the farthest corner', () => {
    const { center, radius } = radialGradientCircle(box);
    expect(center).toEqual({ x: 100, y: 50 });
    close(radius, Math.hypot(200, 100) / 2);
  });

  it('stops become 0–1 and ascending', () => {
    expect(
      normaliseStops([
        { offset: 80, color: '#000000' },
        { offset: 20, color: '#ffffff' },
      ]),
    ).toEqual([
      { offset: 0.2, color: '#ffffff' },
      { offset: 0.8, color: '#000000' },
    ]);
  });
});

describe('transformer maths', () => {
  const start = { x: 500, y: 500, rotation: 0, scale: 1 };
  const size = { width: 200, height: 100 };

  it('dragging keeps the grab offset', () => {
    expect(dragTo(start, { x: 520, y: 510 }, { x: 600, y: 400 })).toEqual({ ...start, x: 580, y: 390 });
  });

  it('corners turn with the layer', () => {
    const corners = layerCorners({ ...start, rotation: 90 }, size);
    close(corners.nw.x, 550);
    close(corners.nw.y, 400);
    close(corners.se.x, 450);
    close(corners.se.y, 600);
  });

  it('the rotate handle sits above the top edge, also when turned', () => {
    expect(rotateHandlePosition(start, size, 30)).toEqual({ x: 500, y: 420 });
    const turned = rotateHandlePosition({ ...start, rotation: 90, scale: 2 }, size, 30);
    close(turned.x, 630);
    close(turned.y, 500);
  });

  it('rotating follows the angle swept around the centre', () => {
    const grabbed = { x: 500, y: 400 };
    close(rotateTo(start, grabbed, { x: 600, y: 500 }, false).rotation, 90);
    close(rotateTo(start, grabbed, { x: 400, y: 500 }, false).rotation, 270);
    close(rotateTo({ ...start, rotation: 350 }, grabbed, { x: 600, y: 500 }, false).rotation, 80);
  });

  it('snaps to 15° steps with Shift and sticks to right angles without', () => {
    const grabbed = { x: 600, y: 500 };
    const at = (degrees: number) => ({ x: 500 + 100 * Math.cos((degrees * Math.PI) / 180), y: 500 + 100 * Math.sin((degrees * Math.PI) / 180) });
    expect(rotateTo(start, grabbed, at(22), true).rotation).toBe(15);
    expect(rotateTo(start, grabbed, at(23), true).rotation).toBe(30);
    expect(rotateTo(start, grabbed, at(88), false).rotation).toBe(90);
    close(rotateTo(start, grabbed, at(80), false).rotation, 80);
    expect(rotateTo(start, grabbed, at(-2), false).rotation).toBe(0);
  });

  it('scales by the ratio of distances from the centre, within limits', () => {
    const grabbed = { x: 600, y: 550 };
    expect(scaleTo(start, grabbed, { x: 700, y: 600 }, { min: 0.1, max: 10 }).scale).toBe(2);
    expect(scaleTo(start, grabbed, { x: 500, y: 500 }, { min: 0.1, max: 10 }).scale).toBe(0.1);
    expect(scaleTo(start, { x: 500, y: 500 }, { x: 900, y: 900 }, { min: 0.1, max: 10 })).toBe(start);
  });

  it('hit-tests the turned box', () => {
    expect(containsPoint(start, size, { x: 590, y: 540 })).toBe(true);
    expect(containsPoint({ ...start, rotation: 90 }, size, { x: 590, y: 540 })).toBe(false);
    expect(containsPoint({ ...start, rotation: 90 }, size, { x: 540, y: 590 })).toBe(true);
  });

  it('wraps angles into [0, 360)', () => {
    expect(wrapDegrees(360)).toBe(0);
    expect(wrapDegrees(-90)).toBe(270);
  });
});

describe('snapshotTransform', () => {
  const origin = { x: 40, y: 10 };
  const pixels = 0.5;
  const onCanvas = (p: { x: number; y: number }) => ({ x: origin.x + pixels * p.x, y: origin.y + pixels * p.y });

  it('takes every point of the layer drawn at the start to the same point of the layer where it is now', () => {
    const start = { x: 300, y: 200, rotation: 10, scale: 1.2 };
    const current = { x: 420, y: 260, rotation: 55, scale: 1.8 };
    const m = snapshotTransform(start, current, origin, pixels);
    for (const local of [{ x: 0, y: 0 }, { x: 50, y: -20 }, { x: -30, y: 40 }]) {
      const before = onCanvas(layerToArtboard(start, local));
      const after = onCanvas(layerToArtboard(current, local));
      const moved = applyAffine(m, before);
      expect(moved.x).toBeCloseTo(after.x, 6);
      expect(moved.y).toBeCloseTo(after.y, 6);
    }
  });

  it('is the identity when nothing moved', () => {
    const t = { x: 10, y: 20, rotation: 30, scale: 2 };
    const m = snapshotTransform(t, t, origin, pixels);
    expect(m.a).toBeCloseTo(1);
    expect(m.b).toBeCloseTo(0);
    expect(m.e).toBeCloseTo(0);
    expect(m.f).toBeCloseTo(0);
  });
});
