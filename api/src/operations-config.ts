/** What an operator sets for running the API process itself: its metrics port and how it stops. */
export interface OperationsConfig {
  /** The Prometheus metrics' own port and address (METRICS_PORT, METRICS_HOST); null: not served. */
  metrics: { port: number; host: string } | null;
  /** How long a SIGTERM waits for requests in flight before closing their connections (SHUTDOWN_GRACE_MS). */
  shutdownGraceMs: number;
}

export const DEFAULT_SHUTDOWN_GRACE_MS = 20_000;

function whole(raw: string | undefined, fallback: number, name: string, min: number, max: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  return value;
}

/**
 * METRICS_PORT unset: no metrics served (the default). METRICS_HOST is loopback unless set, so the
 * metrics are not reachable from elsewhere by accident; in Kubernetes it is 0.0.0.0 and the port is
 * not in any Service (deploy/k8s/teamwear.yaml).
 */
export function loadOperationsConfig(env: NodeJS.ProcessEnv): OperationsConfig {
  const port = env.METRICS_PORT?.trim() ? whole(env.METRICS_PORT, 0, 'METRICS_PORT', 1, 65535) : null;
  if (port !== null && port === whole(env.API_PORT, 4000, 'API_PORT', 1, 65535)) throw new Error('METRICS_PORT must differ from API_PORT: the metrics are never served on the API\'s port');
  return {
    metrics: port === null ? null : { port, host: env.METRICS_HOST?.trim() || '127.0.0.1' },
    shutdownGraceMs: whole(env.SHUTDOWN_GRACE_MS, DEFAULT_SHUTDOWN_GRACE_MS, 'SHUTDOWN_GRACE_MS', 0, 600_000),
  };
}
