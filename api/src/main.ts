import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { loadOrCreateSigningKeys } from './auth/keys';
import { findRepoRoot, loadServerConfig } from './config';
import { describeTarget, openDatabase, type DatabaseTarget } from './db/database';
import { prepareDatabase } from './db/migrate';
import { startMetricsServer } from './metrics/metrics-server';
import { loadOperationsConfig } from './operations-config';
import { shutDown } from './shutdown';

async function main(): Promise<void> {
  const repoRoot = findRepoRoot(process.env, process.cwd(), existsSync);
  const config = loadServerConfig(process.env, repoRoot);
  const operations = loadOperationsConfig(process.env);
  const target: DatabaseTarget = config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') };

  const db = await openDatabase(target);
  const signingKeys = await loadOrCreateSigningKeys(path.join(config.dataDir, 'keys'), process.env.ACCESS_TOKEN_PRIVATE_JWK);
  const app = await buildApp({ db, config, signingKeys });
  const log = app.log;

  log.info({ database: describeTarget(target), dataDir: config.dataDir }, 'database opened');
  const startup = await prepareDatabase(db, { demo: config.demo, tenantHosts: config.tenantHosts });
  const { applied } = startup.migrations;
  log.info({ applied }, applied.length ? 'migrations applied' : 'schema up to date');
  const seed = startup.seed;
  if (seed && (seed.createdTenants.length || seed.createdUsers.length)) log.info(seed, 'demo data seeded');
  if (startup.demoWeek?.seeded.length) log.info(startup.demoWeek, "demo shops' week seeded");
  if (!config.mail.smtpUrl) {
    log.warn({ dir: config.mail.fileDir }, 'SMTP_URL is not set: mail is written to files, not sent (set it in production)');
  }
  if (startup.unknownSlugs.length) log.warn({ unknownSlugs: startup.unknownSlugs }, 'TENANT_HOSTS names tenants that do not exist');

  let metricsServer: Awaited<ReturnType<typeof startMetricsServer>> | undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal, graceMs: operations.shutdownGraceMs }, 'shutting down');
    process.exit(await shutDown({ app, db, metricsServer, graceMs: operations.shutdownGraceMs }));
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  if (operations.metrics) {
    app.metrics.includeProcessMetrics();
    metricsServer = await startMetricsServer(app.metrics, operations.metrics);
    log.info({ host: operations.metrics.host, port: metricsServer.port }, 'metrics served at /metrics');
  }
}

main().catch((error: unknown) => {
  console.error('Teamwear API failed to start:', error);
  process.exit(1);
});
