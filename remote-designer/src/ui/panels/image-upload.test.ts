import { boxForPicture, checkImageFile, fitWithin, MAX_UPLOAD_BYTES } from './image-upload';

describe('uploaded pictures', () => {
  it('accepts the usual picture types and refuses others', () => {
    expect(checkImageFile({ type: 'image/png', size: 1000 })).toBeNull();
    expect(checkImageFile({ type: 'image/svg+xml', size: 1000 })).toBeNull();
    expect(checkImageFile({ type: 'application/pdf', size: 1000 })).toEqual({ code: 'type' });
    expect(checkImageFile({ type: '', size: 1000 })).toEqual({ code: 'type' });
  });

  it('refuses files over the limit, saying how large they are', () => {
    expect(checkImageFile({ type: 'image/jpeg', size: MAX_UPLOAD_BYTES + 1 })).toEqual({ code: 'size', sizeMb: 8, maxMb: 8 });
    expect(checkImageFile({ type: 'image/jpeg', size: 12.34 * 1024 * 1024 })).toMatchObject({ sizeMb: 12.3 });
  });

  it('reduces the long side, never enlarging', () => {
    expect(fitWithin(4000, 2000, 1024)).toEqual({ width: 1024, height: 512 });
    expect(fitWithin(300, 600, 1024)).toEqual({ width: 300, height: 600 });
    expect(fitWithin(0, 0, 1024)).toEqual({ width: 1, height: 1 });
  });

  it('fits the layer box to the picture, keeping its long side', () => {
    expect(boxForPicture({ width: 120, height: 120 }, { width: 400, height: 200 })).toEqual({ width: 120, height: 60 });
    expect(boxForPicture({ width: 320, height: 110 }, { width: 100, height: 200 })).toEqual({ width: 160, height: 320 });
  });
});
