import { textStyleKey } from './text-style-keys';

const press = (key: string, code: string, mods: { ctrl?: boolean; meta?: boolean; alt?: boolean; shift?: boolean }) => ({
  key,
  code,
  ctrlKey: Boolean(mods.ctrl),
  metaKey: Boolean(mods.meta),
  altKey: Boolean(mods.alt),
  shiftKey: Boolean(mods.shift),
});

describe('the text style keys', () => {
  it('copies with Ctrl+Alt+C and pastes with Ctrl+Alt+V', () => {
    expect(textStyleKey(press('c', 'KeyC', { ctrl: true, alt: true }))).toBe('copy');
    expect(textStyleKey(press('v', 'KeyV', { ctrl: true, alt: true }))).toBe('paste');
  });

  it('takes Cmd+Option on a Mac, where Option changes the letter', () => {
    expect(textStyleKey(press('ç', 'KeyC', { meta: true, alt: true }))).toBe('copy');
    expect(textStyleKey(press('√', 'KeyV', { meta: true, alt: true }))).toBe('paste');
  });

  it('leaves plain copy and paste, Shift, and other keys to the browser', () => {
    expect(textStyleKey(press('c', 'KeyC', { ctrl: true }))).toBeNull();
    expect(textStyleKey(press('v', 'KeyV', { ctrl: true }))).toBeNull();
    expect(textStyleKey(press('V', 'KeyV', { ctrl: true, alt: true, shift: true }))).toBeNull();
    expect(textStyleKey(press('x', 'KeyX', { ctrl: true, alt: true }))).toBeNull();
    expect(textStyleKey(press('c', 'KeyC', { alt: true }))).toBeNull();
  });

  it('leaves a letter typed with AltGr alone', () => {
    expect(textStyleKey(press('ć', 'KeyC', { ctrl: true, alt: true }))).toBeNull();
  });
});
