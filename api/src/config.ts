import { isIP } from 'node:net';
import path from 'node:path';

export interface RateLimitConfig {
  /** Requests per minute per client IP on anonymous read endpoints (whoami). */
  anonymousPerMinute: number;
  /** Sign-in and token refresh attempts per minute per client IP. */
  signInPerMinute: number;
  /** Calls that send mail (register, forgot password, resend code, unlock) per minute per client IP. */
  accountMailPerMinute?: number;
  /** Signed-in calls that change something (POST, PUT, PATCH, DELETE) per minute per account. */
  accountWritesPerMinute?: number;
  /** Other signed-in calls per minute per account. */
  accountReadsPerMinute?: number;
  /** A size collection's joins and entry changes per minute per client IP (a team on one stadium Wi-Fi shares an IP). */
  joinWritesPerMinute?: number;
  /** Joins and entry changes per minute per size collection, from any IP (a flood spread over many addresses). */
  collectionWritesPerMinute?: number;
  /**
   * Where the counts are kept: `database` (the default on PostgreSQL, and when absent here) shares them
   * between every API process on the database; `memory` is one process's own, the default on PGlite
   * (RATE_LIMIT_STORE).
   */
  store?: 'database' | 'memory';
}

/** Keycloak's brute-force model: lock after `maxFailures` for a growing wait, unlock by link. */
export interface BruteForceConfig {
  maxFailures: number;
  /** The first lock; each further lock doubles it, up to `maxWaitSeconds`. */
  waitIncrementSeconds: number;
  maxWaitSeconds: number;
  /** Failures (and the lock count) older than this are forgotten. */
  failureResetSeconds: number;
}

export interface MailConfig {
  /** Sender address; the display name is the tenant's. */
  from: string;
  /** SMTP via nodemailer when set, e.g. smtp://user:pw@host:587. */
  smtpUrl: string | undefined;
  /** Without SMTP: .eml files are written here (DATA_DIR/mail); without either, mail stays in memory. */
  fileDir: string | undefined;
  /** How often the dispatcher looks for due mail; 0 = no loop (tests drain by hand). */
  pollIntervalMs: number;
}

/** What the API keeps in memory (see README "Caching"); 0 keeps nothing and reads the database every time. */
export interface CacheConfig {
  /** The tenant of each host and its whoami document (env TENANT_CACHE_TTL_MS). */
  tenantTtlMs: number;
  /** That a signed-in session is still active (env SESSION_CACHE_TTL_MS). */
  sessionTtlMs: number;
  /**
   * The customers' list answers kept, checked against the lists' versions on every call
   * (lists/list-answers.ts), in characters of JSON (env LIST_CACHE_MB, in millions).
   */
  listAnswerChars: number;
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
    bruteForce: BruteForceConfig;
    /** One-time sign-in codes: lifetime and wrong tries allowed per code. */
    otpTtlSeconds: number;
    otpMaxAttempts: number;
    /** Tenant slugs that ask for a code on a new device whatever their settings (env OTP_TENANTS). */
    otpTenants: string[];
    resetTokenTtlSeconds: number;
    unlockTokenTtlSeconds: number;
    /** The mailed link that confirms a registered email address. */
    verifyEmailTokenTtlSeconds: number;
    termsTokenTtlSeconds: number;
    /** Anonymous calls whose work depends on whether an account exists answer no sooner than this. */
    uniformResponseMs: number;
  };
  mail: MailConfig;
  rateLimit: RateLimitConfig | false;
  cache: CacheConfig;
  /** Print files' jobs: how long a job claimed by a process stays its own (PRODUCTION_LEASE_MS):
   *  a process killed while drawing leaves its job to another after this. Unset: 10 minutes. */
  production?: { leaseMs: number };
  /** The release this process runs (TEAMWEAR_RELEASE, which the API's image sets to its tag,
   *  deploy/container/api-release.mjs): said by /livez and /healthz, so that what runs can be told
   *  from what was meant to. Unset when run from a checkout. */
  release?: string;
}

export interface ServerConfig extends AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Seed the demo shops and users (DEMO_DATA=on; `npm start` sets it), the port they are served on,
   *  and the port of the demo partner site that may embed their studio. */
  demo: { port: number; partnerPort: number } | null;
}

/** The eight 16-bit groups of an IPv6 address that node:net accepts (`::` and a dotted IPv4 tail included). */
function ipv6Groups(address: string): number[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const hex = dotted
    ? `${address.slice(0, dotted.index)}${((Number(dotted[1]) << 8) | Number(dotted[2])).toString(16)}:${((Number(dotted[3]) << 8) | Number(dotted[4])).toString(16)}`
    : address;
  const [head = '', tail] = hex.split('::');
  const groups = (text: string) => (text === '' ? [] : text.split(':').map((group) => parseInt(group, 16)));
  const front = groups(head);
  const back = tail === undefined ? [] : groups(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * How many leading bits of a client's IPv4 address a TRUST_PROXY range fixes (32 for one address), or
 * null when the range holds no IPv4 client. Fastify (proxy-addr) matches an IPv4 client against an
 * IPv6 range as ::ffff:a.b.c.d, so `::ffff:0:0/96` and `::/64` trust every IPv4 client too.
 */
function ipv4BitsFixed(family: 4 | 6, address: string, bits: number): number | null {
  if (family === 4) return bits;
  const mapped = [0, 0, 0, 0, 0, 0xffff];
  const groups = ipv6Groups(address);
  for (let bit = 0; bit < Math.min(bits, 96); bit += 1) {
    const group = Math.floor(bit / 16);
    const mask = 0x8000 >> bit % 16;
    if ((groups[group]! & mask) !== (mapped[group]! & mask)) return null;
  }
  return Math.max(0, bits - 96);
}

/** The widest network a gateway sits in: 10.0.0.0/8 for IPv4, fc00::/7 (unique local) for IPv6. */
const WIDEST_TRUSTED = { 4: 8, 6: 7 } as const;

/**
 * TRUST_PROXY names the proxies whose X-Forwarded-Host/For/Proto are believed: addresses, CIDR
 * ranges or proxy-addr's names (`loopback`, `uniquelocal`), comma-separated. Trusting every peer
 * (`true`, `*`, `0.0.0.0/0`, `::/0`, `::ffff:0:0/96`…) would let every client choose the shop and its
 * own address, so any range wider than a gateway's network is refused at start-up, as is anything
 * else that is not such a list (Fastify would read a string like "true" as an address).
 */
export function parseTrustProxy(raw: string | undefined): string {
  const value = (raw ?? '').trim();
  if (value === '') return 'loopback';
  const parts = value.split(',').map((part) => part.trim());
  const named = new Set(['loopback', 'linklocal', 'uniquelocal']);
  if (/^(?:true|\*|all|any|yes|on|1)$/i.test(value)) {
    throw new Error(`TRUST_PROXY="${value}" would trust every client, who could then choose the shop and its own address: list the gateway's addresses or ranges (e.g. "10.0.0.0/8" or "loopback")`);
  }
  for (const part of parts) {
    if (named.has(part)) continue;
    const [address = '', prefix, ...rest] = part.split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? (family === 4 ? 32 : 128) : /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
    if ((family !== 4 && family !== 6) || rest.length > 0 || address.includes('%') || !(bits >= 0 && bits <= (family === 4 ? 32 : 128))) {
      throw new Error(`TRUST_PROXY must list the gateway's addresses or ranges (e.g. "10.0.0.0/8" or "loopback"), not "${value}"`);
    }
    const ipv4Bits = ipv4BitsFixed(family, address, bits);
    if ((family === 6 && bits < WIDEST_TRUSTED[6]) || (ipv4Bits !== null && ipv4Bits < WIDEST_TRUSTED[4])) {
      throw new Error(`TRUST_PROXY trusts too many clients: "${part}" is wider than a gateway's network (at most an IPv4 /8 or an IPv6 /7), and any client in it could choose the shop and its own address`);
    }
  }
  return parts.join(',');
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

function nonNegativeInt(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number ≥ 0, got "${raw}"`);
  return value;
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
  auth: {
    issuer: 'teamwear',
    accessTokenTtlSeconds: 5 * 60,
    sessionTtlSeconds: 30 * 24 * 60 * 60,
    bruteForce: { maxFailures: 5, waitIncrementSeconds: 60, maxWaitSeconds: 15 * 60, failureResetSeconds: 12 * 60 * 60 },
    otpTtlSeconds: 10 * 60,
    otpMaxAttempts: 5,
    otpTenants: [],
    resetTokenTtlSeconds: 30 * 60,
    unlockTokenTtlSeconds: 60 * 60,
    verifyEmailTokenTtlSeconds: 7 * 24 * 60 * 60,
    termsTokenTtlSeconds: 10 * 60,
    uniformResponseMs: 250,
  },
  mail: { from: 'no-reply@teamwear.local', smtpUrl: undefined, fileDir: undefined, pollIntervalMs: 2000 },
  rateLimit: { anonymousPerMinute: 600, signInPerMinute: 30, accountMailPerMinute: 10, accountWritesPerMinute: 120, accountReadsPerMinute: 1200, joinWritesPerMinute: 60, collectionWritesPerMinute: 120 },
  cache: { tenantTtlMs: 60_000, sessionTtlMs: 30_000, listAnswerChars: 32_000_000 },
};

function slugList(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((slug) => slug.trim().toLowerCase())
    .filter(Boolean);
}

/**
 * Where the rate limits count (RATE_LIMIT_STORE): on PostgreSQL in the database, since several API
 * processes may share it and each would count its own share of every budget; on PGlite in memory by
 * default, since one process holds an embedded database and a database write per rate-limited read
 * (0.2–0.7 ms there, bench/rate-limit-store.ts) would buy nothing. Memory is refused on PostgreSQL.
 */
function rateLimitStore(raw: string | undefined, databaseUrl: string | undefined): 'database' | 'memory' {
  const store = raw?.trim() || (databaseUrl ? 'database' : 'memory');
  if (store !== 'database' && store !== 'memory') throw new Error(`RATE_LIMIT_STORE must be database or memory, got "${raw}"`);
  if (store === 'memory' && databaseUrl) {
    throw new Error('RATE_LIMIT_STORE=memory counts in one process only: with DATABASE_URL (PostgreSQL, possibly several API processes) use database');
  }
  return store;
}

/** An API release id, `<version>-<ten hex digits>` (deploy/container/api-release.mjs, the pattern of
 *  build/release-id.mjs); anything else is refused at start, so that a mistyped build argument is
 *  not reported as the release running. */
function releaseId(raw: string): string {
  if (!/^[0-9A-Za-z][0-9A-Za-z.+-]*-[0-9a-f]{10}$/.test(raw)) {
    throw new Error(`TEAMWEAR_RELEASE must be a release id such as 0.1.0-0114df0caa, got "${raw}"`);
  }
  return raw;
}

export function loadServerConfig(env: NodeJS.ProcessEnv, repoRoot: string): ServerConfig {
  const dataDir = path.resolve(env.DATA_DIR || path.join(repoRoot, '.data'));
  return {
    ...defaultAppConfig,
    auth: { ...defaultAppConfig.auth, otpTenants: slugList(env.OTP_TENANTS) },
    mail: {
      ...defaultAppConfig.mail,
      from: env.MAIL_FROM || defaultAppConfig.mail.from,
      smtpUrl: env.SMTP_URL || undefined,
      fileDir: path.join(dataDir, 'mail'),
    },
    logLevel: env.LOG_LEVEL || defaultAppConfig.logLevel,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    tenantHosts: parseTenantHosts(env.TENANT_HOSTS),
    rateLimit:
      env.RATE_LIMIT === 'off'
        ? false
        : {
            anonymousPerMinute: positiveInt(env.RATE_LIMIT_ANONYMOUS_PER_MINUTE, 600, 'RATE_LIMIT_ANONYMOUS_PER_MINUTE'),
            signInPerMinute: positiveInt(env.RATE_LIMIT_SIGN_IN_PER_MINUTE, 30, 'RATE_LIMIT_SIGN_IN_PER_MINUTE'),
            accountMailPerMinute: positiveInt(env.RATE_LIMIT_ACCOUNT_MAIL_PER_MINUTE, 10, 'RATE_LIMIT_ACCOUNT_MAIL_PER_MINUTE'),
            accountWritesPerMinute: positiveInt(env.RATE_LIMIT_ACCOUNT_WRITES_PER_MINUTE, 120, 'RATE_LIMIT_ACCOUNT_WRITES_PER_MINUTE'),
            accountReadsPerMinute: positiveInt(env.RATE_LIMIT_ACCOUNT_READS_PER_MINUTE, 1200, 'RATE_LIMIT_ACCOUNT_READS_PER_MINUTE'),
            joinWritesPerMinute: positiveInt(env.RATE_LIMIT_JOIN_WRITES_PER_MINUTE, 60, 'RATE_LIMIT_JOIN_WRITES_PER_MINUTE'),
            collectionWritesPerMinute: positiveInt(env.RATE_LIMIT_COLLECTION_WRITES_PER_MINUTE, 120, 'RATE_LIMIT_COLLECTION_WRITES_PER_MINUTE'),
            store: rateLimitStore(env.RATE_LIMIT_STORE, env.DATABASE_URL),
          },
    cache: {
      tenantTtlMs: nonNegativeInt(env.TENANT_CACHE_TTL_MS, defaultAppConfig.cache.tenantTtlMs, 'TENANT_CACHE_TTL_MS'),
      sessionTtlMs: nonNegativeInt(env.SESSION_CACHE_TTL_MS, defaultAppConfig.cache.sessionTtlMs, 'SESSION_CACHE_TTL_MS'),
      listAnswerChars: nonNegativeInt(env.LIST_CACHE_MB, defaultAppConfig.cache.listAnswerChars / 1_000_000, 'LIST_CACHE_MB') * 1_000_000,
    },
    ...(env.PRODUCTION_LEASE_MS ? { production: { leaseMs: positiveInt(env.PRODUCTION_LEASE_MS, 10 * 60_000, 'PRODUCTION_LEASE_MS') } } : {}),
    ...(env.TEAMWEAR_RELEASE?.trim() ? { release: releaseId(env.TEAMWEAR_RELEASE.trim()) } : {}),
    port: positiveInt(env.API_PORT, 4000, 'API_PORT'),
    host: env.API_HOST || '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    demo:
      env.DEMO_DATA === 'on'
        ? { port: positiveInt(env.DEMO_PORT, 3000, 'DEMO_PORT'), partnerPort: positiveInt(env.DEMO_PARTNER_PORT, 3005, 'DEMO_PARTNER_PORT') }
        : null,
  };
}
