import { fakeAccessToken, nowSeconds } from '@teamwear/shared/session/test-tokens';
import { unexpiredAccessToken } from './stored-token';

const stored = (access_token: unknown) => JSON.stringify({ access_token, refresh_token: 'refresh' });

describe('the access token the start-up script sends for the details', () => {
  it('sends an unexpired stored token', () => {
    const token = fakeAccessToken({ exp: nowSeconds() + 300 });
    expect(unexpiredAccessToken(stored(token), nowSeconds())).toBe(token);
  });

  it('sends no expired token, which the API would refuse with a 401 (the shell refreshes it first)', () => {
    expect(unexpiredAccessToken(stored(fakeAccessToken({ exp: nowSeconds() - 60 })), nowSeconds())).toBeNull();
    expect(unexpiredAccessToken(stored(fakeAccessToken({ exp: nowSeconds() })), nowSeconds())).toBeNull();
  });

  it('sends nothing for no session or a token it cannot read', () => {
    expect(unexpiredAccessToken(null, nowSeconds())).toBeNull();
    expect(unexpiredAccessToken('not json', nowSeconds())).toBeNull();
    expect(unexpiredAccessToken(stored(42), nowSeconds())).toBeNull();
    expect(unexpiredAccessToken(stored('opaque-token'), nowSeconds())).toBeNull();
    expect(unexpiredAccessToken(stored('a.%%%.c'), nowSeconds())).toBeNull();
  });
});
