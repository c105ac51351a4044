import { clientReportEndpoints, RemoteFailureReport } from '@teamwear/shared/contracts';
import { failureReporter, releaseOfManifest, REMOTE_FAILURE_REPORTS_PATH, type RemoteFailureReport as Report } from './failure-reports';

describe('the reports of remote releases that failed', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends one report per release, with the most telling kind, whatever failed after', () => {
    const sent: Report[] = [];
    const report = failureReporter((found) => sent.push(found), 2000);
    const manifest = '/remotes/designer/1.2.0-0123456789/mf-manifest.json';
    report('designer', manifest, 'unavailable');
    report('designer', manifest, 'integrity');
    report('designer', manifest, 'unavailable');
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(2000);
    expect(sent).toEqual([{ remote: 'designer', release: '1.2.0-0123456789', kind: 'integrity' }]);
    // Loaded again and failed again, ten times: still the one report.
    for (let i = 0; i < 10; i++) report('designer', manifest, 'unavailable');
    jest.advanceTimersByTime(10_000);
    expect(sent).toHaveLength(1);
    // Another release of it (promoted meanwhile) that fails is another report.
    report('designer', '/remotes/designer/1.3.0-abcdefabcd/mf-manifest.json', 'contract');
    jest.advanceTimersByTime(2000);
    expect(sent[1]).toEqual({ remote: 'designer', release: '1.3.0-abcdefabcd', kind: 'contract' });
    // Every report is one the API takes.
    for (const found of sent) expect(RemoteFailureReport.safeParse(found).success).toBe(true);
  });

  it('names the release of the store, or none for a remote served from its build', () => {
    expect(releaseOfManifest('https://shop.example/remotes/account/2.0.0-aaaaaaaaaa/mf-manifest.json')).toBe('2.0.0-aaaaaaaaaa');
    expect(releaseOfManifest('http://localhost:3003/mf-manifest.json')).toBe('unreleased');
    expect(releaseOfManifest('/remotes/account/../../mf-manifest.json')).toBe('unreleased');
  });

  it('is sent where the API takes it', () => {
    expect(REMOTE_FAILURE_REPORTS_PATH).toBe(clientReportEndpoints.remoteFailure.path);
  });
});
