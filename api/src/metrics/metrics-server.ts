import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApiMetrics } from './api-metrics';

/**
 * The metrics on their own port (METRICS_PORT, on METRICS_HOST), apart from the API's: the
 * gateways proxy only the API's port (and there only /api, /whoami and the favicon), so what is
 * served here never reaches the public. It answers `GET /metrics` and nothing else.
 */
export async function startMetricsServer(metrics: ApiMetrics, { port, host }: { port: number; host: string }): Promise<{ port: number; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: the metrics are at /metrics\n');
      return;
    }
    metrics.text().then(
      ({ contentType, body }) => response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(body),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('The metrics could not be read\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
