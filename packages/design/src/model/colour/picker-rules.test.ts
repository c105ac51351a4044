import {
  ANGLE_INPUT_RANGE,
  clampRgbaAlpha,
  clampRgbChannel,
  isEmptyColour,
  normaliseAngle,
  parseAlphaPercent,
} from './channels';
import { alphaPercentOf, describeColour, hexToHsva, hexToRgba, hsvaToHex, rgbaToHex, withAlphaPercent } from './convert';
import {
  clipHexInput,
  HEX_INPUT_MAX_LENGTH,
  hexInputText,
  normaliseHex,
  parseHexOnBlur,
  parseHexWhileTyping,
} from './hex';

describe('docs/product.md §5: the hex field', () => {
  it('holds at most 8 characters, without the #', () => {
    expect(HEX_INPUT_MAX_LENGTH).toBe(8);
    expect(clipHexInput('#ff00ff00aa')).toBe('ff00ff00');
    expect(clipHexInput(' ab cd ')).toBe('abcd');
  });

  it('takes a colour while typing only at 6 or 8 digits', () => {
    expect(parseHexWhileTyping('f')).toBeNull();
    expect(parseHexWhileTyping('fff')).toBeNull();
    expect(parseHexWhileTyping('ffff')).toBeNull();
    expect(parseHexWhileTyping('fffff')).toBeNull();
    expect(parseHexWhileTyping('FF8800')).toBe('#ff8800');
    expect(parseHexWhileTyping('ff88000')).toBeNull();
    expect(parseHexWhileTyping('ff880080')).toBe('#ff880080');
    expect(parseHexWhileTyping('#ff8800')).toBe('#ff8800');
    expect(parseHexWhileTyping('gg8800')).toBeNull();
  });

  it('also takes 3 or 4 digits on blur, expanded', () => {
    expect(parseHexOnBlur('f80')).toBe('#ff8800');
    expect(parseHexOnBlur('F808')).toBe('#ff880088');
    expect(parseHexOnBlur('ff8800')).toBe('#ff8800');
    expect(parseHexOnBlur('ff880080')).toBe('#ff880080');
  });

  it.each(['', 'f', 'ff', 'fffff', 'fffffff', 'zzz', 'red', '#'])('turns invalid %p on blur into 000000', (input) => {
    expect(parseHexOnBlur(input)).toBe('#000000');
    expect(hexInputText(parseHexOnBlur(input))).toBe('000000');
  });

  it('stores one spelling per colour: lowercase, opaque alpha dropped', () => {
    expect(normaliseHex('#ABCDEF')).toBe('#abcdef');
    expect(normaliseHex('#abcdefff')).toBe('#abcdef');
    expect(normaliseHex('#abcf')).toBe('#aabbcc');
    expect(normaliseHex(42)).toBeNull();
  });
});

describe('docs/product.md §5: alpha, RGB and angle', () => {
  it.each([
    ['50', 50],
    [0, 0],
    [100, 100],
    [-1, 0],
    [101, 100],
    [1e9, 100],
    ['49.6', 50],
  ])('alpha %p reads as %p percent', (input, expected) => {
    expect(parseAlphaPercent(input)).toBe(expected);
  });

  it.each(['', 'abc', null, undefined, Number.NaN, '5%'])('unparsable alpha %p becomes 100', (input) => {
    expect(parseAlphaPercent(input)).toBe(100);
  });

  it.each([
    [0, 0],
    [255, 255],
    [-1, 0],
    [256, 255],
    [127.6, 128],
    ['12', 12],
    ['x', 0],
  ])('RGB channel %p is clamped to %p', (input, expected) => {
    expect(clampRgbChannel(input)).toBe(expected);
  });

  it.each([
    [0, 0],
    [1, 1],
    [0.5, 0.5],
    [-0.1, 0],
    [1.1, 1],
    ['x', 1],
  ])('rgba alpha %p is clamped to %p', (input, expected) => {
    expect(clampRgbaAlpha(input)).toBe(expected);
  });

  it.each([
    [0, 0],
    [90, 90],
    [359, 359],
    [360, 0],
    [361, 1],
    [720, 0],
    [-90, 270],
    [-360, 0],
    ['x', 0],
  ])('angle %p is taken modulo 360 as %p', (input, expected) => {
    expect(normaliseAngle(input)).toBe(expected);
  });

  it('the angle widget accepts 0–360', () => {
    expect(ANGLE_INPUT_RANGE).toEqual({ min: 0, max: 360 });
  });

  it('empty means null or the empty string', () => {
    expect(isEmptyColour(null)).toBe(true);
    expect(isEmptyColour('')).toBe(true);
    expect(isEmptyColour(undefined)).toBe(true);
    expect(isEmptyColour('#000000')).toBe(false);
  });
});

describe('colour conversions', () => {
  it('reads every value the picker shows from one hex', () => {
    expect(describeColour('#ff000080')).toEqual({
      hex: '#ff000080',
      rgb: { r: 255, g: 0, b: 0 },
      alpha: 50,
      hue: 0,
      saturation: 100,
      brightness: 100,
      lightness: 50,
    });
    expect(describeColour('nope')).toBeNull();
  });

  it('goes between hex, RGBA and HSVA without losing the colour', () => {
    expect(hexToRgba('#336699')).toEqual({ r: 51, g: 102, b: 153, a: 1 });
    expect(rgbaToHex({ r: 51, g: 102, b: 153 })).toBe('#336699');
    expect(rgbaToHex({ r: 300, g: -5, b: 'x', a: 0.5 })).toBe('#ff000080');
    for (const hex of ['#336699', '#000000', '#ffffff', '#ff0000', '#00ff00', '#0000ff', '#7f7f7f', '#12345678', '#fe01ab']) {
      expect(hsvaToHex(hexToHsva(hex)!)).toBe(hex);
    }
    expect(hexToHsva('#00ff00')).toEqual({ h: 120, s: 100, v: 100, a: 1 });
    expect(hexToHsva('#ff00ff')!.h).toBe(300);
    expect(hsvaToHex({ h: 360, s: 100, v: 100 })).toBe('#ff0000');
    expect(hexToRgba('bad')).toEqual({ r: 187, g: 170, b: 221, a: 1 }); // 'bad' is a 3-digit hex
    expect(hexToRgba('nope')).toBeNull();
  });

  it('changes only the alpha of a colour', () => {
    expect(withAlphaPercent('#336699', 50)).toBe('#33669980');
    expect(withAlphaPercent('#33669980', 100)).toBe('#336699');
    expect(withAlphaPercent('#336699', 'garbage')).toBe('#336699');
    expect(withAlphaPercent('#336699', -20)).toBe('#33669900');
    expect(alphaPercentOf('#33669980')).toBe(50);
    expect(alphaPercentOf('#336699')).toBe(100);
  });
});
