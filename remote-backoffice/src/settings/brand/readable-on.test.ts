import { readableOn } from './HeaderPreview';

describe('readableOn', () => {
  it('writes black on a light brand colour and white on a dark one', () => {
    expect(readableOn('#fde047')).toBe('#000000');
    expect(readableOn('#1d4ed8')).toBe('#ffffff');
    expect(readableOn('#b91c1c')).toBe('#ffffff');
    expect(readableOn('#ffffff')).toBe('#000000');
  });
});
