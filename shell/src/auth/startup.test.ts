import { fakeAccessToken } from '@teamwear/shared/session/test-tokens';
import { decideStartup, restoreSession, type StartupEffects } from './startup';

const NOW = 1_800_000_000;

describe('decideStartup (docs/product.md §4)', () => {
  it('keeps an unexpired customer token', () => {
    expect(decideStartup({ access_token: fakeAccessToken({ exp: NOW + 1 }), refresh_token: 'r' }, NOW)).toEqual({ kind: 'use-stored' });
  });

  it('refreshes an expired token, or one that expires this very second', () => {
    expect(decideStartup({ access_token: fakeAccessToken({ exp: NOW - 60 }), refresh_token: 'r' }, NOW)).toEqual({ kind: 'refresh' });
    expect(decideStartup({ access_token: fakeAccessToken({ exp: NOW }), refresh_token: 'r' }, NOW)).toEqual({ kind: 'refresh' });
  });

  it('refreshes when the stored access token cannot be read', () => {
    expect(decideStartup({ access_token: 'not-a-jwt', refresh_token: 'r' }, NOW)).toEqual({ kind: 'refresh' });
  });

  it('signs out with no session, no refresh token, or an admin token', () => {
    expect(decideStartup(null, NOW)).toEqual({ kind: 'signed-out' });
    expect(decideStartup({ access_token: fakeAccessToken({ exp: NOW - 60 }), refresh_token: '' }, NOW)).toEqual({ kind: 'signed-out' });
    expect(decideStartup({ access_token: fakeAccessToken({ exp: NOW + 60, admin: true }), refresh_token: 'r' }, NOW)).toEqual({ kind: 'signed-out' });
  });
});

describe('restoreSession', () => {
  function effects(refreshes: boolean) {
    const log: string[] = [];
    const fake: StartupEffects = {
      fetchDetails: async (storedToken) => {
        log.push(storedToken ? 'details (stored token)' : 'details');
        return true;
      },
      refresh: async () => {
        log.push('refresh');
        return refreshes;
      },
      clear: () => log.push('clear'),
    };
    return { log, fake };
  }

  it('fetches the details of a stored session before mounting', async () => {
    const { log, fake } = effects(true);
    await expect(restoreSession({ access_token: fakeAccessToken({ exp: NOW + 60 }), refresh_token: 'r' }, NOW, fake)).resolves.toBe(true);
    expect(log).toEqual(['details (stored token)']);
  });

  it('refreshes once, then fetches the details (not with an answer given to the old token)', async () => {
    const { log, fake } = effects(true);
    await expect(restoreSession({ access_token: fakeAccessToken({ exp: NOW - 60 }), refresh_token: 'r' }, NOW, fake)).resolves.toBe(true);
    expect(log).toEqual(['refresh', 'details']);
  });

  it('mounts signed out when the refresh fails (the refresh clears the session)', async () => {
    const { log, fake } = effects(false);
    await expect(restoreSession({ access_token: fakeAccessToken({ exp: NOW - 60 }), refresh_token: 'r' }, NOW, fake)).resolves.toBe(false);
    expect(log).toEqual(['refresh']);
  });

  it('clears an admin session without a call', async () => {
    const { log, fake } = effects(true);
    await expect(restoreSession({ access_token: fakeAccessToken({ exp: NOW + 60, admin: true }), refresh_token: 'r' }, NOW, fake)).resolves.toBe(false);
    expect(log).toEqual(['clear']);
  });
});
