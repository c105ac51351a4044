import type { FastifyBaseLogger } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Clock } from '../clock';
import { poolStatsOf } from '../db/pool-stats';
import type { Db } from '../db/schema';
import type { ListAnswers } from '../lists/list-answers';
import type { JobOutcome } from '../production/jobs/production-worker';
import { readQueues, type QueueReading } from './queue-reads';

/** What the metrics read when they are scraped. */
export interface MetricSources {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The list answers kept (their hits and misses); read at each scrape, since the plugin comes later. */
  listAnswers: () => ListAnswers | undefined;
}

/** The route label of a request no route matched: its URL is never a label (any client could make endless ones). */
export const UNMATCHED_ROUTE = 'unmatched';

/** How many release names the remote failures counter keeps per process; see remoteFailed. */
export const MAX_REPORTED_RELEASES = 100;
export const OTHER_RELEASE = 'other';

// Seconds: from a cached list answer (~1 ms) to a slow upload or PDF (seconds).
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
// Seconds: a light order's files (~1 s) to a team's worth of 300 dpi pictures (minutes).
const PRODUCTION_BUCKETS = [0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600];

/**
 * The API's Prometheus metrics (prom-client), one registry per app so that apps built in one
 * process (tests) never share counts. Requests are counted by method, route pattern and status at
 * their answer; the pool, the list answers and the queues are read when scraped.
 */
export class ApiMetrics {
  readonly registry = new Registry();
  private readonly requests: Histogram<'method' | 'route' | 'status'>;
  private readonly productionJobs: Histogram<'outcome'>;
  private readonly remoteFailures: Counter<'remote' | 'release' | 'kind'>;
  /** The releases counted by name so far (see remoteFailed). */
  private readonly failedReleases = new Set<string>();
  /** The queues as this scrape reads them, once for their four gauges (text() starts each scrape afresh). */
  private queueReading: Promise<QueueReading> | undefined;

  constructor(sources: MetricSources) {
    const registers = [this.registry];

    this.requests = new Histogram({
      name: 'teamwear_http_request_duration_seconds',
      help: 'HTTP requests answered, by method, route pattern and status, and how long they took',
      labelNames: ['method', 'route', 'status'],
      buckets: REQUEST_BUCKETS,
      registers,
    });
    this.productionJobs = new Histogram({
      name: 'teamwear_production_job_duration_seconds',
      help: "Print files' jobs taken up by this process, by how they ended (made, dropped, failed, released at shutdown)",
      labelNames: ['outcome'],
      buckets: PRODUCTION_BUCKETS,
      registers,
    });

    this.remoteFailures = new Counter({
      name: 'teamwear_remote_failures_total',
      help: "Remote releases browsers reported they could not load or refused, by remote, release and kind (unavailable, contract, integrity)",
      labelNames: ['remote', 'release', 'kind'],
      registers,
    });

    new Gauge({
      name: 'teamwear_db_pool_connections',
      help: "PostgreSQL connections of this process's pool by state (open, idle, max); absent on PGlite, which has one connection",
      labelNames: ['state'],
      registers,
      collect() {
        const pool = poolStatsOf(sources.db);
        if (!pool) return;
        this.set({ state: 'open' }, pool.total);
        this.set({ state: 'idle' }, pool.idle);
        this.set({ state: 'max' }, pool.max);
      },
    });
    new Gauge({
      name: 'teamwear_db_pool_waiting',
      help: 'Queries waiting now for a PostgreSQL connection of this process',
      registers,
      collect() {
        const pool = poolStatsOf(sources.db);
        if (pool) this.set(pool.waiting);
      },
    });
    new Counter({
      name: 'teamwear_db_pool_acquires_total',
      help: 'PostgreSQL connections handed out by the pool',
      registers,
      collect() {
        const pool = poolStatsOf(sources.db);
        if (!pool) return;
        this.reset();
        this.inc(pool.acquired);
      },
    });
    new Counter({
      name: 'teamwear_db_pool_acquire_wait_seconds_total',
      help: 'Seconds spent waiting for a PostgreSQL connection (divide its rate by the acquires rate for the mean wait)',
      registers,
      collect() {
        const pool = poolStatsOf(sources.db);
        if (!pool) return;
        this.reset();
        this.inc(pool.acquireSeconds);
      },
    });

    const listCounter = (name: string, help: string, pick: (counts: { hits: number; misses: number }) => number) =>
      new Counter({
        name,
        help,
        labelNames: ['list'],
        registers,
        collect() {
          this.reset();
          for (const [list, counts] of sources.listAnswers()?.counts ?? []) this.inc({ list }, pick(counts));
        },
      });
    listCounter('teamwear_list_cache_hits_total', 'List calls answered with a kept answer (its version unchanged)', (counts) => counts.hits);
    listCounter('teamwear_list_cache_misses_total', 'List calls that read their page from the database', (counts) => counts.misses);

    // The queues, one read of the database per scrape shared by their gauges.
    const queues = () => (this.queueReading ??= readQueues(sources.db, sources.clock.now()));
    const queueGauge = (name: string, help: string, set: (gauge: Gauge<'state'>, queue: QueueReading) => void, labelNames: 'state'[] = []) =>
      new Gauge({
        name,
        help,
        labelNames,
        registers,
        async collect() {
          this.reset();
          try {
            set(this, await queues());
          } catch (error) {
            sources.log.warn({ err: error }, 'metrics: the queues could not be read');
          }
        },
      });
    queueGauge(
      'teamwear_production_jobs',
      "Print files' jobs in the database by state, every shop",
      (gauge, queue) => {
        for (const [state, count] of Object.entries(queue.production)) gauge.set({ state }, count);
      },
      ['state'],
    );
    queueGauge('teamwear_production_oldest_due_seconds', 'How long the longest-waiting due print files job has been due (0: none due)', (gauge, queue) =>
      gauge.set(queue.productionOldestDueSeconds),
    );
    queueGauge('teamwear_mail_outbox_unsent', 'Mail queued and not yet sent, every shop', (gauge, queue) => gauge.set(queue.mailUnsent));
    queueGauge('teamwear_mail_outbox_oldest_seconds', 'Age of the oldest mail not yet sent (0: none)', (gauge, queue) => gauge.set(queue.mailOldestSeconds));
  }

  /** Adds Node's own metrics (CPU, memory, event loop delay, GC): the process's, so only where a server is scraped (main.ts). */
  includeProcessMetrics(): void {
    collectDefaultMetrics({ register: this.registry, prefix: 'teamwear_' });
  }

  /** One answered request: `route` is the route's pattern (`/api/orders/:id`), never its URL. */
  requestAnswered(method: string, route: string, status: number, seconds: number): void {
    this.requests.observe({ method, route, status: String(status) }, seconds);
  }

  /**
   * A browser's report of a remote release it failed. Anyone may send one, so a release label is
   * kept for at most MAX_REPORTED_RELEASES releases per process: past that, a new name counts as
   * `other` (endless made-up names must not make endless series).
   */
  remoteFailed(remote: string, release: string, kind: string): void {
    const known = this.failedReleases.has(release);
    if (!known && this.failedReleases.size < MAX_REPORTED_RELEASES) this.failedReleases.add(release);
    this.remoteFailures.inc({ remote, release: this.failedReleases.has(release) ? release : OTHER_RELEASE, kind });
  }

  productionJobFinished(seconds: number, outcome: JobOutcome): void {
    this.productionJobs.observe({ outcome }, seconds);
  }

  /** The text a Prometheus scrape reads. */
  async text(): Promise<{ contentType: string; body: string }> {
    this.queueReading = undefined;
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
