import { designerEntryOf } from './host/studio-remote';
import { checkOptions } from './loader/options';

describe('TeamwearDesigner.mount options', () => {
  const onEvent = () => undefined;

  it('takes a shop key, a garment, a language, a design and onEvent', () => {
    const checked = checkOptions({ shop: 'angkor', garment: 'soccer', locale: 'kh', design: '{}', onEvent });
    expect(checked).toEqual({ ok: true, options: { shop: 'angkor', garment: 'soccer', locale: 'kh', design: '{}', onEvent } });
    expect(checkOptions({ shop: 'angkor', garment: 'polo' })).toMatchObject({ ok: true, options: { locale: 'en' } });
    // The key the shop's back office shows, as well as the slug pages passed before keys.
    expect(checkOptions({ shop: 'sk_AbCdEfGhIjKlMnOpQrStUv-_', garment: 'polo' })).toMatchObject({ ok: true, options: { shop: 'sk_AbCdEfGhIjKlMnOpQrStUv-_' } });
    expect(checkOptions({ shop: 'sk_short', garment: 'polo' })).toMatchObject({ ok: false });
  });

  it('says what is wrong, in the language asked for when that much is right', () => {
    expect(checkOptions(undefined)).toMatchObject({ ok: false, problem: expect.stringContaining('must be an object') });
    expect(checkOptions({ shop: 'Angkor Athletics', garment: 'soccer', locale: 'kh', onEvent })).toMatchObject({
      ok: false,
      locale: 'kh',
      onEvent,
      problem: expect.stringContaining("shop must be the shop's key"),
    });
    expect(checkOptions({ shop: 'angkor', garment: 'socks' })).toMatchObject({ ok: false, problem: expect.stringContaining('not "socks"') });
    expect(checkOptions({ shop: 'angkor', garment: 'soccer', locale: 'fr' })).toMatchObject({ ok: false, locale: 'en', problem: expect.stringContaining("'en' or 'kh'") });
    expect(checkOptions({ shop: 'angkor', garment: 'soccer', onEvent: 'log' })).toMatchObject({ ok: false, problem: 'onEvent must be a function' });
  });
});

describe('where the designer remote is', () => {
  it('as the shop’s remotes.json says, a relative entry being the shop’s', () => {
    expect(designerEntryOf({ remotes: { designer: 'https://cdn.example/designer/mf-manifest.json' } }, 'https://shop.example')).toBe('https://cdn.example/designer/mf-manifest.json');
    expect(designerEntryOf({ remotes: { designer: '/remotes/designer/r7/mf-manifest.json' } }, 'https://shop.example')).toBe('https://shop.example/remotes/designer/r7/mf-manifest.json');
  });

  it('a remotes.json without one is an error that says so', () => {
    expect(() => designerEntryOf({ remotes: { account: '/a.json' } }, 'https://shop.example')).toThrow('names no designer remote');
    expect(() => designerEntryOf(null, 'https://shop.example')).toThrow('names no designer remote');
  });
});
