import { createHash } from 'node:crypto';
import { WhoamiResponse } from '@teamwear/shared/contracts';
import { BoundedMap } from '../cache/bounded-map';
import { deepFreeze } from '../cache/deep-freeze';
import type { ChangeFeed } from '../db/change-feed';
import type { Db, TenantRow } from '../db/schema';
import { withTenant } from '../db/tenant-scope';
import { findTenantByHost, findTenantByShopKey, loadWhoami } from './tenant-queries';

/**
 * The whoami answer of one tenant, serialised once: the body as sent and its strong ETag. The body is
 * kept as the JSON text rather than its bytes: Node writes a string body and the response head as one
 * piece, where a Buffer goes as a second chunk through writev (a little more work per answer; the
 * difference was within the noise of this machine's measurements).
 */
export interface WhoamiDocument {
  body: string;
  etag: string;
}

interface HostEntry {
  /** null: no tenant has this host. */
  tenant: TenantRow | null;
  freshUntilMs: number;
}

export interface TenantDirectoryOptions {
  /** How long a host's tenant is kept; 0 keeps nothing (every request reads the database). */
  ttlMs: number;
  /** Hosts of tenants kept at most. */
  maxHosts?: number;
  /** Unknown hosts remembered at most (they come from clients: kept apart so they cannot push out real ones). */
  maxUnknownHosts?: number;
}

/** The directory's key of a shop key: a form no normalised host takes. */
export const SHOP_KEY_ENTRY = 'shop-key:';

export function shopKeyEntry(shopKey: string): string {
  return `${SHOP_KEY_ENTRY}${shopKey}`;
}

/** A strong ETag of the body's UTF-8 bytes (what is sent). */
export function etagOf(body: string): string {
  return `"${createHash('sha256').update(body, 'utf8').digest('base64url').slice(0, 22)}"`;
}

/** If-None-Match (weak comparison, RFC 9110 §13.1.2): `*` or any listed tag equal to `etag`. */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  for (const part of header.split(',')) {
    const tag = part.trim();
    if ((tag.startsWith('W/') ? tag.slice(2) : tag) === etag) return true;
  }
  return false;
}

/**
 * The tenant of each host, and each tenant's whoami document, kept in memory so that a request does
 * not go to the database to learn which shop it is for.
 *
 * Kept for `ttlMs`, and only while the database's change feed is live: any change to tenants,
 * tenant_domains or templates, from this process or another, makes the database NOTIFY and everything
 * kept here is forgotten at once (so is everything when the feed goes down or comes back). A lookup
 * that was reading while such a change arrived is not kept (generation count), and concurrent lookups
 * of one host share one query. Rows handed out are frozen: they are shared by requests.
 *
 * The whoami document hangs on the tenant row object it was made from (a WeakMap): a changed tenant
 * is a new row object, so no document outlives the row it describes, and no document is ever looked
 * up by anything but the row its host resolved to.
 */
export class TenantDirectory {
  readonly #hosts: BoundedMap<string, HostEntry>;
  readonly #unknownHosts: BoundedMap<string, HostEntry>;
  readonly #loading = new Map<string, Promise<TenantRow | undefined>>();
  #documents = new WeakMap<TenantRow, Promise<WhoamiDocument>>();
  #madeDocuments = new WeakMap<TenantRow, WhoamiDocument>();
  #generation = 0;
  readonly #unsubscribe: () => void;

  constructor(
    private readonly db: Db,
    private readonly feed: ChangeFeed,
    private readonly options: TenantDirectoryOptions,
  ) {
    this.#hosts = new BoundedMap(options.maxHosts ?? 10_000);
    this.#unknownHosts = new BoundedMap(options.maxUnknownHosts ?? 1_000);
    this.#unsubscribe = feed.subscribe((change) => {
      if (change.kind === 'tenants' || change.kind === 'all') this.clear();
    });
  }

  // A method, not a private getter: V8 (Node 20) reads a private getter through its runtime, and
  // this is asked on every request.
  #enabled(): boolean {
    return this.options.ttlMs > 0 && this.feed.live;
  }

  /**
   * What is known without a query: the host's tenant, null for a host known to have none, undefined
   * when the database must be asked (`byHost`).
   */
  peek(host: string): TenantRow | null | undefined {
    if (!this.#enabled()) return undefined;
    const known = this.#hosts.get(host) ?? this.#unknownHosts.get(host);
    return known && known.freshUntilMs > Date.now() ? known.tenant : undefined;
  }

  /** The tenant a (normalised) host belongs to, or undefined. */
  byHost(host: string): Promise<TenantRow | undefined> {
    return this.#lookup(host, () => findTenantByHost(this.db, host));
  }

  /**
   * The tenant a public shop key may name (the embedded studio on a partner's page names its shop
   * rather than relying on the host), or undefined. Kept beside the hosts under a key no host can
   * be (a normalised host has no `:` outside IPv6 brackets). A rotated-away key keeps finding its
   * shop: whether it still opens it at this moment is the caller's check (shopKeyOpens), so an old
   * key's grace ends on time however long its entry is kept.
   */
  byShopKey(shopKey: string): Promise<TenantRow | undefined> {
    return this.#lookup(shopKeyEntry(shopKey), () => findTenantByShopKey(this.db, shopKey));
  }

  async #lookup(key: string, load: () => Promise<TenantRow | undefined>): Promise<TenantRow | undefined> {
    const known = this.peek(key);
    if (known !== undefined) return known ?? undefined;
    const loading = this.#loading.get(key);
    if (loading) return loading;
    const generation = this.#generation;
    const lookup = load()
      .then((row) => {
        const tenant = row ? deepFreeze(row) : undefined;
        if (this.#enabled() && generation === this.#generation) {
          const entry = { tenant: tenant ?? null, freshUntilMs: Date.now() + this.options.ttlMs };
          if (tenant) this.#hosts.set(key, entry);
          else this.#unknownHosts.set(key, entry);
        }
        return tenant;
      })
      .finally(() => {
        if (this.#loading.get(key) === lookup) this.#loading.delete(key);
      });
    this.#loading.set(key, lookup);
    return lookup;
  }

  /** The whoami document of this tenant row if it is already made (no promise to wait for). */
  whoamiIfMade(tenant: TenantRow): WhoamiDocument | undefined {
    return this.#madeDocuments.get(tenant);
  }

  /** The whoami document of this tenant row (made once per row object, then served as it is). */
  whoami(tenant: TenantRow): Promise<WhoamiDocument> {
    let document = this.#documents.get(tenant);
    if (!document) {
      const documents = this.#documents;
      const made = this.#madeDocuments;
      document = this.#makeWhoami(tenant);
      documents.set(tenant, document);
      document.then(
        (value) => made.set(tenant, value),
        () => documents.delete(tenant),
      );
    }
    return document;
  }

  async #makeWhoami(tenant: TenantRow): Promise<WhoamiDocument> {
    const data = await withTenant(this.db, tenant.id, (tx) => loadWhoami(tx, tenant));
    // Checked against the contract once here, as the response serialiser did on every request.
    const body = JSON.stringify(WhoamiResponse.parse({ data }));
    return { body, etag: etagOf(body) };
  }

  /** Forgets every host and document (a tenant, domain or template changed). */
  clear(): void {
    this.#generation += 1;
    this.#hosts.clear();
    this.#unknownHosts.clear();
    this.#loading.clear();
    this.#documents = new WeakMap();
    this.#madeDocuments = new WeakMap();
  }

  close(): void {
    this.#unsubscribe();
    this.clear();
  }
}
