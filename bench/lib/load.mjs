// One autocannon run as a row of the API benchmark's tables, and the median the rounds are read with.
import autocannon from 'autocannon';

export const WARMUP_S = 2;
const DEFAULT_CONNECTIONS = 20;
const DEFAULT_DURATION_S = Number(process.env.BENCH_API_DURATION ?? 8);

/** One autocannon run (after its own warm-up unless `warmup: false`). */
export async function load(name, { warmup = true, ...options }) {
  const connections = options.connections ?? DEFAULT_CONNECTIONS;
  const durationS = options.duration ?? DEFAULT_DURATION_S;
  const result = await autocannon({
    connections,
    // A run of a fixed number of requests (`amount`) has no duration.
    ...(options.amount ? {} : { duration: durationS }),
    timeout: 10,
    ...(warmup ? { warmup: { connections, duration: WARMUP_S } } : {}),
    ...options,
  });
  return {
    name,
    connections,
    durationS: options.amount ? result.duration : durationS,
    // Completed requests over the time taken: for a round of a few seconds steadier than autocannon's
    // mean of its once-a-second samples (the same figure over a long run).
    rps: result.requests.total / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: result.statusCodeStats,
  };
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The runs of one call over all rounds as one row: medians of rates and latencies, sums of counts. */
export function combine(name, runs) {
  const statusCodes = {};
  for (const run of runs) {
    for (const [code, { count }] of Object.entries(run.statusCodes ?? {})) statusCodes[code] = { count: (statusCodes[code]?.count ?? 0) + count };
  }
  const sum = (key) => runs.reduce((total, run) => total + run[key], 0);
  return {
    name,
    connections: runs[0].connections,
    durationS: sum('durationS'),
    rounds: runs.length,
    rps: median(runs.map((run) => run.rps)),
    rpsPerRound: runs.map((run) => Math.round(run.rps)),
    p50Ms: median(runs.map((run) => run.p50Ms)),
    p99Ms: median(runs.map((run) => run.p99Ms)),
    maxMs: Math.max(...runs.map((run) => run.maxMs)),
    requests: sum('requests'),
    errors: sum('errors'),
    timeouts: sum('timeouts'),
    non2xx: sum('non2xx'),
    statusCodes,
  };
}

/**
 * The calls in alternating rounds of the same connections and duration, after a warm-up of each:
 * the order turns by one each round, so a load that rises or falls during the rounds favours none.
 * Answers one object per round, each call's run under its `key`.
 */
export async function alternate(calls, { rounds: count, roundS }) {
  // Warm every call (JIT, connections, caches) before anything is recorded.
  for (const call of calls) await load(call.name, { ...call.options, duration: WARMUP_S, warmup: false });
  const rounds = [];
  for (let round = 0; round < count; round += 1) {
    const shift = round % calls.length;
    const order = [...calls.slice(shift), ...calls.slice(0, shift)];
    const runs = {};
    for (const call of order) runs[call.key] = await load(call.name, { ...call.options, duration: roundS, warmup: false });
    rounds.push(runs);
  }
  return rounds;
}
