import { parseRemoteLocations } from './remote-locations';

describe('parseRemoteLocations', () => {
  it('reads every remote remotes.json names', () => {
    const remotes = {
      marketing: '/remotes/marketing/mf-manifest.json',
      designer: '/remotes/designer/mf-manifest.json',
      account: '/remotes/account/mf-manifest.json',
      backoffice: '/remotes/backoffice/mf-manifest.json',
    };
    expect(parseRemoteLocations({ remotes })).toEqual(remotes);
  });

  it('leaves out a remote a deployment made before it existed does not name, keeping the others', () => {
    const remotes = { marketing: '/m.json', designer: '/d.json', account: '/a.json' };
    const found = parseRemoteLocations({ remotes });
    expect(found).toEqual(remotes);
    expect(found.backoffice).toBeUndefined();
  });

  it('leaves out an empty or non-text entry', () => {
    expect(parseRemoteLocations({ remotes: { marketing: '', designer: 3, account: '/a.json' } })).toEqual({ account: '/a.json' });
  });

  it('refuses a file without a remotes object', () => {
    expect(() => parseRemoteLocations({})).toThrow('no "remotes" object');
    expect(() => parseRemoteLocations(null)).toThrow();
  });
});
