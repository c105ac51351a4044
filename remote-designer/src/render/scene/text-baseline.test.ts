import { baselineShift, TEXT_LINE_HEIGHT } from './text-baseline';

/** A font of 100 px whose ascent and descent are 107 and 29 px (Noto Sans' shape): SVG's central baseline is 39 px below a line's middle. */
const FONT = { ascent: 107, descent: 29 };

describe('baselineShift', () => {
  it('moves a one-line text so that its baseline sits where SVG centres it', () => {
    // Pixi: the ink of "|ÉqÅM" measures 95 up and 25 down, a box of 120 (taller than 115: no line shift).
    const layout = { height: 120, lineHeight: 115, lines: 1, inkAscent: 95, inkSize: 120, strokeWidth: 0 };
    const pixiBaseline = 95 - 60;
    expect(pixiBaseline + baselineShift(layout, 100, FONT)).toBeCloseTo((107 - 29) / 2);
  });

  it('keeps the lines 1.15 font sizes apart, the block centred on the layer', () => {
    const layout = { height: 2 * 115, lineHeight: 115, lines: 2, inkAscent: 80, inkSize: 100, strokeWidth: 0 };
    // Pixi: the first line's box is 115 tall, the ink centred in it (7.5 above), its baseline 80 below that.
    const pixiFirst = 7.5 + 80 - 115;
    const shifted = pixiFirst + baselineShift(layout, 100, FONT);
    expect(shifted).toBeCloseTo(-TEXT_LINE_HEIGHT * 100 * 0.5 + 39);
    expect(shifted + layout.lineHeight).toBeCloseTo(TEXT_LINE_HEIGHT * 100 * 0.5 + 39);
  });

  it('counts the half stroke Pixi puts above the first line', () => {
    const plain = { height: 120, lineHeight: 115, lines: 1, inkAscent: 95, inkSize: 120, strokeWidth: 0 };
    const stroked = { ...plain, height: 128, strokeWidth: 8 };
    const pixiPlain = 95 - 60;
    const pixiStroked = 4 + 95 - 64;
    expect(pixiPlain + baselineShift(plain, 100, FONT)).toBeCloseTo(pixiStroked + baselineShift(stroked, 100, FONT));
  });

  it('is nothing when Pixi already puts the baseline there', () => {
    // SVG: (100 − 20) / 2 = 40 below the middle; Pixi: 97.5 below the top of a 115 box, 40 below its middle.
    expect(baselineShift({ height: 115, lineHeight: 115, lines: 1, inkAscent: 97.5, inkSize: 115, strokeWidth: 0 }, 100, { ascent: 100, descent: 20 })).toBeCloseTo(0);
  });
});
