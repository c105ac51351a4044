import type { LinearPaint, Paint } from '../document/types';
import { convertPaint, DEFAULT_GRADIENT, paintPreviewColour, paintToCss, parsePaint, setGradientAngle, setGradientStop } from './gradient';
import {
  COLOR_HISTORY_DEBOUNCE_MS,
  COLOR_HISTORY_MAX,
  COLOR_HISTORY_STORAGE_KEY,
  parseColourHistory,
  pushColourHistory,
  serialiseColourHistory,
} from './history';

const solid = (color: string): Paint => ({ kind: 'solid', color });

describe('gradients', () => {
  it('docs/product.md §9: the default gradient is linear, 90°, white to black, stops 0 and 100', () => {
    expect(DEFAULT_GRADIENT).toEqual({
      kind: 'linear',
      angle: 90,
      stops: [
        { offset: 0, color: '#ffffff' },
        { offset: 100, color: '#000000' },
      ],
    });
  });

  it('switching from pure colour to gradient starts from the default gradient, and back keeps the start colour', () => {
    expect(convertPaint(solid('#ff0000'), 'linear')).toEqual(DEFAULT_GRADIENT);
    const radial = convertPaint(DEFAULT_GRADIENT, 'radial');
    expect(radial).toEqual({ kind: 'radial', stops: DEFAULT_GRADIENT.stops });
    expect(convertPaint(radial, 'linear')).toEqual(DEFAULT_GRADIENT);
    expect(convertPaint(DEFAULT_GRADIENT, 'solid')).toEqual(solid('#ffffff'));
    expect(convertPaint(DEFAULT_GRADIENT, 'linear')).toBe(DEFAULT_GRADIENT);
  });

  it('edits the start or the end stop, clamping its position to 0–100', () => {
    const end = setGradientStop(DEFAULT_GRADIENT, 1, { color: '#F00', offset: 150 });
    expect(end.stops).toEqual([
      { offset: 0, color: '#ffffff' },
      { offset: 100, color: '#ff0000' },
    ]);
    const start = setGradientStop(end, 0, { offset: 25 });
    expect(start.stops[0]).toEqual({ offset: 25, color: '#ffffff' });
    expect(setGradientStop(DEFAULT_GRADIENT, 0, { color: 'nope', offset: 'x' })).toBe(DEFAULT_GRADIENT);
  });

  it('sets the angle modulo 360', () => {
    expect(setGradientAngle(DEFAULT_GRADIENT, 360).angle).toBe(0);
    expect(setGradientAngle(DEFAULT_GRADIENT, -45).angle).toBe(315);
    expect(setGradientAngle(DEFAULT_GRADIENT, 450)).toBe(DEFAULT_GRADIENT);
  });

  it('draws swatches with CSS', () => {
    expect(paintToCss(DEFAULT_GRADIENT)).toBe('linear-gradient(90deg, #ffffff 0%, #000000 100%)');
    expect(paintToCss({ kind: 'radial', stops: DEFAULT_GRADIENT.stops })).toBe('radial-gradient(circle, #ffffff 0%, #000000 100%)');
    expect(paintToCss(solid('#123456'))).toBe('#123456');
    expect(paintPreviewColour(DEFAULT_GRADIENT)).toBe('#ffffff');
  });

  it('reads a pasted paint, or null', () => {
    expect(parsePaint('#abc')).toEqual(solid('#aabbcc'));
    expect(parsePaint({ kind: 'linear', angle: 370, stops: ['#fff', '#000'] })).toEqual({ ...DEFAULT_GRADIENT, angle: 10 } satisfies LinearPaint);
    expect(parsePaint({ kind: 'linear', stops: ['#fff'] })).toBeNull();
    expect(parsePaint('rgb(0,0,0)')).toBeNull();
  });
});

describe('docs/product.md §9: colour history', () => {
  it('exports the storage key and the debounce for the UI', () => {
    expect(COLOR_HISTORY_STORAGE_KEY).toBe('color-history');
    expect(COLOR_HISTORY_DEBOUNCE_MS).toBe(500);
    expect(COLOR_HISTORY_MAX).toBe(8);
  });

  it('puts the newest colour first', () => {
    let history: readonly Paint[] = [];
    history = pushColourHistory(history, '#111111');
    history = pushColourHistory(history, '#222222');
    expect(history).toEqual([solid('#222222'), solid('#111111')]);
  });

  it('moves a colour used again to the front instead of listing it twice, whatever its spelling', () => {
    let history: readonly Paint[] = [solid('#222222'), solid('#111111')];
    history = pushColourHistory(history, '#111');
    expect(history).toEqual([solid('#111111'), solid('#222222')]);
    expect(pushColourHistory(history, '#111111FF')).toBe(history);
  });

  it('keeps 8 colours, forgetting the oldest', () => {
    let history: readonly Paint[] = [];
    for (let i = 0; i < 12; i += 1) history = pushColourHistory(history, `#00000${i.toString(16)}`);
    expect(history).toHaveLength(8);
    expect(history[0]).toEqual(solid('#00000b'));
    expect(history[7]).toEqual(solid('#000004'));
  });

  it('keeps gradients too, and ignores what is not a colour', () => {
    const history = pushColourHistory([], DEFAULT_GRADIENT);
    expect(history).toEqual([DEFAULT_GRADIENT]);
    expect(pushColourHistory(history, 'not a colour')).toBe(history);
  });

  it('survives a round trip through storage, and corrupt storage reads as empty', () => {
    const history = [solid('#222222'), DEFAULT_GRADIENT];
    expect(parseColourHistory(serialiseColourHistory(history))).toEqual(history);
    expect(parseColourHistory(null)).toEqual([]);
    expect(parseColourHistory('{nope')).toEqual([]);
    expect(parseColourHistory('{"a":1}')).toEqual([]);
    expect(parseColourHistory(JSON.stringify(['#111111', 'junk', '#111', '#222222']))).toEqual([solid('#111111'), solid('#222222')]);
  });
});
