import { joinAddressOf } from './join-address';

describe("the players' page's address", () => {
  it('reads the code, and the entry and token of a private link as the mail writes it', () => {
    expect(joinAddressOf('/join/Abc123_-xyzXYZ7890', '')).toEqual({
      code: 'Abc123_-xyzXYZ7890',
      link: null,
    });
    expect(joinAddressOf('/join/Abc123_-xyzXYZ7890', '?entry=0b5a&token=t0k-en')).toEqual({
      code: 'Abc123_-xyzXYZ7890',
      link: { id: '0b5a', token: 't0k-en' },
    });
    expect(joinAddressOf('/join/Abc123_-xyzXYZ7890/', '?entry=0b5a')).toEqual({
      code: 'Abc123_-xyzXYZ7890',
      link: null,
    });
  });
});
