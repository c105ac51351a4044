import { loadingAgainMayWork } from './load-again';

const A = '/remotes/designer/0.1.0-aaaaaaaaaa/mf-manifest.json';
const B = '/remotes/designer/0.1.0-bbbbbbbbbb/mf-manifest.json';

describe('loadingAgainMayWork', () => {
  it('yes when remotes.json names another release than the one that failed', () => {
    expect(loadingAgainMayWork({ before: A, now: B, manifestCame: true })).toBe(true);
    expect(loadingAgainMayWork({ before: A, now: B, manifestCame: false })).toBe(true);
  });

  it('yes when remotes.json can be read now and could not at start', () => {
    expect(loadingAgainMayWork({ before: null, now: A, manifestCame: false })).toBe(true);
  });

  it('yes, once, for the same release whose manifest came while a chunk or the entry did not', () => {
    expect(loadingAgainMayWork({ before: A, now: A, manifestCame: true })).toBe(true);
    expect(loadingAgainMayWork({ before: A, now: null, manifestCame: true })).toBe(true);
  });

  it('no when the remote’s manifest did not come (down, or hanging) and nothing moved', () => {
    expect(loadingAgainMayWork({ before: A, now: A, manifestCame: false })).toBe(false);
    expect(loadingAgainMayWork({ before: A, now: null, manifestCame: false })).toBe(false);
    expect(loadingAgainMayWork({ before: null, now: null, manifestCame: false })).toBe(false);
  });
});
