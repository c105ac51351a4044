import path from 'node:path';

export interface RateLimitConfig {
  /** Requests per minute per client IP on anonymous read endpoints (whoami). */
  anonymousPerMinute: number;
  /** Sign-in and token refresh attempts per minute per client IP. */
  signInPerMinute: number;
}

export interface AppConfig {
  logLevel: string;
  /** Which proxies may set X-Forwarded-*: the local gateway runs on loopback. */
  trustProxy: string;
  /** Extra host → tenant slug mappings (env TENANT_HOSTS="shop.example.com=angkor,10.0.0.5=mekong"). */
  tenantHosts: Record<string, string>;
  auth: {
    issuer: string;
    accessTokenTtlSeconds: number;
    /** Absolute lifetime of a sign-in session (its refresh-token family). */
    sessionTtlSeconds: number;
  };
  rateLimit: RateLimitConfig | false;
}

export interface ServerConfig extends AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
}

/** Repo root: REPO_ROOT if set, else the nearest ancestor of the cwd holding pnpm-workspace.yaml. */
export function findRepoRoot(env: NodeJS.ProcessEnv, cwd: string, exists: (file: string) => boolean): string {
  if (env.REPO_ROOT) return path.resolve(env.REPO_ROOT);
  let dir = path.resolve(cwd);
  for (;;) {
    if (exists(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(cwd);
    dir = parent;
  }
}

export function parseTenantHosts(raw: string | undefined): Record<string, string> {
  const hosts: Record<string, string> = {};
  for (const pair of (raw ?? '').split(',')) {
    const [host, slug] = pair.split('=').map((part) => part.trim());
    if (host && slug) hosts[host.toLowerCase()] = slug;
  }
  return hosts;
}

function positiveInt(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

export const defaultAppConfig: AppConfig = {
  logLevel: 'info',
  trustProxy: 'loopback',
  tenantHosts: {},
  auth: { issuer: 'teamwear', accessTokenTtlSeconds: 5 * 60, sessionTtlSeconds: 30 * 24 * 60 * 60 },
  rateLimit: { anonymousPerMinute: 600, signInPerMinute: 30 },
};

export function loadServerConfig(env: NodeJS.ProcessEnv, repoRoot: string): ServerConfig {
  return {
    ...defaultAppConfig,
    logLevel: env.LOG_LEVEL || defaultAppConfig.logLevel,
    trustProxy: env.TRUST_PROXY || defaultAppConfig.trustProxy,
    tenantHosts: parseTenantHosts(env.TENANT_HOSTS),
    rateLimit:
      env.RATE_LIMIT === 'off'
        ? false
        : {
            anonymousPerMinute: positiveInt(env.RATE_LIMIT_ANONYMOUS_PER_MINUTE, 600, 'RATE_LIMIT_ANONYMOUS_PER_MINUTE'),
            signInPerMinute: positiveInt(env.RATE_LIMIT_SIGN_IN_PER_MINUTE, 30, 'RATE_LIMIT_SIGN_IN_PER_MINUTE'),
          },
    port: positiveInt(env.API_PORT, 4000, 'API_PORT'),
    host: env.API_HOST || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR || path.join(repoRoot, '.data')),
    databaseUrl: env.DATABASE_URL || undefined,
  };
}
