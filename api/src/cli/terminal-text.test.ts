import { terminalJson, visible, visibleStrings } from './terminal-text';

describe('text shown in the terminal', () => {
  it('writes control characters, line breaks and bidi controls as escapes', () => {
    expect(visible('Dara\u001b[2K\r  proof approved')).toBe('Dara\\x1b[2K\\x0d  proof approved');
    expect(visible('x\u001b]52;c;eA==\u0007')).toBe('x\\x1b]52;c;eA==\\x07');
    expect(visible('a\tb\nc\u007f\u009b\u2028\u202e\u2066')).toBe('a\\x09b\\x0ac\\x7f\\x9b\\u2028\\u202e\\u2066');
  });

  it('keeps Khmer, emoji and ordinary punctuation as they are', () => {
    for (const text of ['ស្រី\u200bនាង', '👨‍👩‍👧', 'O’Neil <o@x.co> #4', 'שלום\u200e']) expect(visible(text)).toBe(text);
  });

  it('escapes every string of an answer, keeping its shape', () => {
    expect(visibleStrings({ data: [{ name: 'A\u001b', number: 4, team: null }], total: 1 })).toEqual({ data: [{ name: 'A\\x1b', number: 4, team: null }], total: 1 });
  });

  it('prints JSON that parses back to the same answer, with no raw control character', () => {
    const answer = { name: 'A\u001b\u009b\u202eB', note: 'two\nlines' };
    const printed = terminalJson(answer);
    // eslint-disable-next-line no-control-regex -- looking for control characters is the test
    expect(printed).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e]/);
    expect(JSON.parse(printed)).toEqual(answer);
  });
});
