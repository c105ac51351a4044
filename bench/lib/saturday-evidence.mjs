// Where the next limit is, while a phase of the busy Saturday runs: CPU of each process (from
// /proc), each replica's database pool (its Prometheus metrics on METRICS_PORT) and what
// PostgreSQL's backends wait for (pg_stat_activity) and in which table's rows (pg_locks), sampled
// once a second.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repo } from './env.mjs';

const { Client } = createRequire(path.join(repo, 'api/package.json'))('pg');
/** Linux's clock ticks per second (USER_HZ), which /proc/<pid>/stat counts CPU time in. */
const TICKS = 100;

/** CPU seconds (user + system) a process has used, or null when it is gone. */
function cpuSecondsOf(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return null;
  }
}

function childrenOf(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** Prometheus text → { name{labels}: value } for the pool's series. */
async function poolMetrics(port) {
  const text = await fetch(`http://127.0.0.1:${port}/metrics`).then(
    (response) => response.text(),
    () => '',
  );
  const values = {};
  for (const line of text.split('\n')) {
    if (!line.startsWith('teamwear_db_pool')) continue;
    const [key, value] = line.split(' ');
    values[key] = Number(value);
  }
  return values;
}

/**
 * Starts sampling; `stop()` answers the phase's evidence. `groups`: { name: () => pids } whose CPU
 * is summed (a PostgreSQL's backends come and go: its postmaster's children are read each second).
 * `replicas`: their metrics ports. `databaseUrl`: the cluster, asked as its superuser.
 */
export async function sampleEvidence({ groups, replicas, databaseUrl }) {
  const pg = new Client({ connectionString: databaseUrl });
  await pg.connect();
  const startedAt = performance.now();
  const loadCpu = process.cpuUsage();
  // Per pid, the CPU seconds first and last seen: a backend that ends between samples loses its last second.
  const seen = Object.fromEntries(Object.keys(groups).map((name) => [name, new Map()]));
  const pools = await Promise.all(replicas.map((replica) => poolMetrics(replica.metricsPort)));
  const poolWaitingMax = replicas.map(() => 0);
  const waits = {};
  const lockQueries = {};
  const lockedRows = {};
  let samples = 0;
  let activeMax = 0;
  const sample = async () => {
    for (const [name, pidsOf] of Object.entries(groups)) {
      for (const pid of pidsOf()) {
        const seconds = cpuSecondsOf(pid);
        if (seconds === null) continue;
        const row = seen[name].get(pid);
        if (row) row.last = seconds;
        else seen[name].set(pid, { first: seconds, last: seconds });
      }
    }
    const now = await Promise.all(replicas.map((replica) => poolMetrics(replica.metricsPort)));
    now.forEach((values, i) => (poolWaitingMax[i] = Math.max(poolWaitingMax[i], values.teamwear_db_pool_waiting ?? 0)));
    const { rows } = await pg.query(
      `select coalesce(wait_event_type, 'CPU') as type, coalesce(wait_event, 'running') as event, count(*)::int as n
       from pg_stat_activity where state = 'active' and pid <> pg_backend_pid() and backend_type = 'client backend' group by 1, 2`,
    );
    // What the backends waiting for a lock run, and what the ones they wait for run (pg_blocking_pids).
    const locked = await pg.query(
      `select 'waits: ' || left(regexp_replace(w.query, '\\s+', ' ', 'g'), 100) as q from pg_stat_activity w where w.wait_event_type = 'Lock' and w.pid <> pg_backend_pid()
       union all
       select 'holds: ' || left(regexp_replace(b.query, '\\s+', ' ', 'g'), 100) from pg_stat_activity w cross join lateral unnest(pg_blocking_pids(w.pid)) as blocker(pid)
       join pg_stat_activity b on b.pid = blocker.pid where w.wait_event_type = 'Lock'`,
    );
    for (const row of locked.rows) lockQueries[row.q] = (lockQueries[row.q] ?? 0) + 1;
    // Which table's rows they wait for: a backend waiting for a row another transaction locked holds
    // (or waits for) a tuple lock on it; one waiting with none waits on a unique index entry.
    const rowsWaited = await pg.query(
      `select coalesce(min(t.relation::regclass::text), 'an index entry (unique check)') as rel from pg_stat_activity w
       left join pg_locks t on t.pid = w.pid and t.locktype = 'tuple'
       where w.wait_event_type = 'Lock' and w.wait_event in ('transactionid', 'tuple') and w.pid <> pg_backend_pid() group by w.pid`,
    );
    for (const row of rowsWaited.rows) lockedRows[row.rel] = (lockedRows[row.rel] ?? 0) + 1;
    samples += 1;
    activeMax = Math.max(activeMax, rows.reduce((sum, row) => sum + row.n, 0));
    for (const row of rows) waits[`${row.type}:${row.event}`] = (waits[`${row.type}:${row.event}`] ?? 0) + row.n;
  };
  await sample();
  let running = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(sample).catch(() => undefined);
  }, 1000);
  async function stop() {
    clearInterval(timer);
    await running;
    await sample();
    const seconds = (performance.now() - startedAt) / 1000;
    const cpu = Object.fromEntries(
      Object.entries(seen).map(([name, rows]) => [name, Math.round((100 * [...rows.values()].reduce((sum, row) => sum + row.last - row.first, 0)) / seconds)]),
    );
    const used = process.cpuUsage(loadCpu);
    cpu['load generator'] = Math.round((100 * (used.user + used.system)) / 1e6 / seconds);
    const after = await Promise.all(replicas.map((replica) => poolMetrics(replica.metricsPort)));
    const poolRows = replicas.map((replica, i) => {
      const acquires = (after[i].teamwear_db_pool_acquires_total ?? 0) - (pools[i].teamwear_db_pool_acquires_total ?? 0);
      const waited = (after[i].teamwear_db_pool_acquire_wait_seconds_total ?? 0) - (pools[i].teamwear_db_pool_acquire_wait_seconds_total ?? 0);
      return {
        replica: replica.name,
        max: after[i]['teamwear_db_pool_connections{state="max"}'] ?? null,
        open: after[i]['teamwear_db_pool_connections{state="open"}'] ?? null,
        waitingMax: poolWaitingMax[i],
        acquires,
        meanWaitMs: acquires ? (1000 * waited) / acquires : 0,
        waitSecondsPerSecond: waited / seconds,
      };
    });
    await pg.end();
    // Mean backends in each state over the samples: "Lock:transactionid" is a row lock waited for.
    const backendStates = Object.fromEntries(
      Object.entries(waits)
        .sort((a, b) => b[1] - a[1])
        .map(([key, count]) => [key, Number((count / samples).toFixed(2))]),
    );
    const lockedStatements = Object.entries(lockQueries)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([statement, seen]) => ({ statement, seen }));
    const rowsWaitedIn = Object.entries(lockedRows)
      .sort((a, b) => b[1] - a[1])
      .map(([table, seen]) => ({ table, seen }));
    return { seconds, cpuPercentOfOneCore: cpu, pools: poolRows, backendStates, activeBackendsMax: activeMax, lockedStatements, rowsWaitedIn, samples };
  }
  return { stop };
}

/** The pids of a PostgreSQL cluster's processes: its postmaster (postmaster.pid in its data directory) and its children. */
export async function postgresPidsOf(databaseUrl) {
  const pg = new Client({ connectionString: databaseUrl });
  await pg.connect();
  try {
    const { rows } = await pg.query('show data_directory');
    const postmaster = Number(fs.readFileSync(path.join(rows[0].data_directory, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return () => [postmaster, ...childrenOf(postmaster)];
  } finally {
    await pg.end();
  }
}

export { childrenOf };
