import { DEFAULT_LAYOUT_CONFIG, parseLayoutConfig } from './layout-config';

describe('layout configuration', () => {
  it('defaults to Lara, the shop colour, no surface, light mode and the static menu', () => {
    expect(parseLayoutConfig(null)).toEqual({ preset: 'Lara', primary: null, surface: null, darkTheme: false, menuMode: 'static' });
  });

  it('keeps valid stored values and drops invalid ones', () => {
    const stored = JSON.stringify({ preset: 'Aura', primary: 'blue', surface: 'nope', darkTheme: 'yes', menuMode: 'overlay' });
    expect(parseLayoutConfig(stored)).toEqual({ ...DEFAULT_LAYOUT_CONFIG, preset: 'Aura', primary: 'blue', menuMode: 'overlay' });
  });

  it('survives corrupt storage', () => {
    expect(parseLayoutConfig('{not json')).toEqual(DEFAULT_LAYOUT_CONFIG);
  });
});
