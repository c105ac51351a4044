import { DEFAULT_SHUTDOWN_GRACE_MS, loadOperationsConfig } from './operations-config';

describe('the operations settings', () => {
  it('serve no metrics unless METRICS_PORT is set, and then on loopback unless METRICS_HOST says otherwise', () => {
    expect(loadOperationsConfig({})).toEqual({ metrics: null, shutdownGraceMs: DEFAULT_SHUTDOWN_GRACE_MS });
    expect(loadOperationsConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(loadOperationsConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0', SHUTDOWN_GRACE_MS: '25000' })).toEqual({ metrics: { port: 9464, host: '0.0.0.0' }, shutdownGraceMs: 25_000 });
  });

  it('refuse the metrics on the API’s own port (which the gateways reach) and values that are not whole numbers', () => {
    expect(() => loadOperationsConfig({ METRICS_PORT: '4000' })).toThrow('METRICS_PORT must differ from API_PORT');
    expect(() => loadOperationsConfig({ METRICS_PORT: '5000', API_PORT: '5000' })).toThrow('METRICS_PORT must differ from API_PORT');
    expect(() => loadOperationsConfig({ METRICS_PORT: 'nine' })).toThrow('METRICS_PORT must be a whole number from 1 to 65535, got "nine"');
    expect(() => loadOperationsConfig({ SHUTDOWN_GRACE_MS: '-1' })).toThrow('SHUTDOWN_GRACE_MS must be a whole number from 0 to 600000, got "-1"');
  });
});
