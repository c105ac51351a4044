import { findPictureSourceProblem, isPictureSource, PICTURE_SOURCE_MESSAGE, readPictureSource } from './picture-source';

describe('where a picture in a design may come from', () => {
  it('keeps the pictures the studio makes: its own bytes as a base64 data URL, or nothing yet', () => {
    for (const type of ['png', 'jpeg', 'webp', 'gif', 'svg+xml']) expect(isPictureSource(`data:image/${type};base64,AAAA`)).toBe(true);
    expect(isPictureSource('')).toBe(true);
    expect(readPictureSource('data:image/webp;base64,UklGRg==')).toEqual({ type: 'image/webp', base64: 'UklGRg==' });
  });

  it('refuses a path on the server, a device, a pipe, and any address a renderer would fetch', () => {
    for (const src of [
      '/etc/hostname.png',
      '/dev/zero',
      '/tmp/fifo.png',
      '../../etc/passwd',
      'logo.png',
      'file:///etc/passwd',
      'https://cdn.example/logo.png',
      '//evil.example/x.png',
      'blob:https://x/1',
      'javascript:alert(1)',
      'data:image/png,raw-not-base64',
      'data:image/png;charset=utf-8;base64,AAAA',
      'data:image/bmp;base64,AAAA',
      'data:text/html;base64,PGI+',
      'data:image/png;base64,AAA',
      'data:image/png;base64,AA AA',
      ' data:image/png;base64,AAAA',
    ]) {
      expect([src, isPictureSource(src)]).toEqual([src, false]);
    }
  });

  it('names the layer of a stored document whose picture is not allowed', () => {
    const document = { layers: [{ kind: 'text', text: 'Lions' }, { kind: 'logo', src: 'data:image/png;base64,AAAA' }, { kind: 'logo', src: '/etc/passwd' }] };
    expect(findPictureSourceProblem(document)).toEqual({ path: ['layers', 2, 'src'], message: PICTURE_SOURCE_MESSAGE });
    expect(findPictureSourceProblem({ layers: [{ kind: 'logo', src: '' }, { kind: 'logo' }] })).toBeNull();
    expect(findPictureSourceProblem({ layers: 'none' })).toBeNull();
    expect(findPictureSourceProblem(null)).toBeNull();
  });
});
