import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import { MAX_PREPARED_PER_CONNECTION, pipelinedPool } from './postgres-pool';
import type { Database } from './schema';
import { readAsTenant, withTenant } from './tenant-scope';

interface SentQuery {
  text: string;
  values?: unknown[];
  name?: string;
  /** For a query object (ScopedStatement): the protocol messages it wrote. */
  messages?: string[];
  settle: { resolve: (result: unknown) => void; reject: (error: Error) => void };
}

/** A query object as node-postgres takes it: it writes its own messages and is called back. */
interface Submittable {
  text: string;
  submit(connection: unknown): void;
  callback: (error: Error | null, results?: unknown) => void;
}

/** node-postgres' protocol connection, recording each message as `kind name`. */
function fakeProtocol(messages: string[], parsed: Record<string, string>) {
  return {
    stream: {},
    parsedStatements: parsed,
    submittedNamedStatements: {} as Record<string, string>,
    parse: ({ name }: { name: string }) => messages.push(`parse ${name}`),
    bind: ({ statement, values, valueMapper }: { statement: string; values: unknown[]; valueMapper: (value: unknown) => unknown }) =>
      messages.push(`bind ${statement} ${JSON.stringify(values.map(valueMapper))}`),
    describe: () => messages.push('describe'),
    execute: () => messages.push('execute'),
    sync: () => messages.push('sync'),
  };
}

/** A pooled connection that records what is sent and answers when the test says so. */
function fakeConnection() {
  const sent: SentQuery[] = [];
  const released: (boolean | Error | undefined)[] = [];
  /** What was sent while the socket was corked, per write (uncork). */
  const writes: string[][] = [];
  let corked: string[] | null = null;
  const stream = {
    cork: () => (corked = []),
    uncork: () => {
      if (corked) writes.push(corked);
      corked = null;
    },
  };
  /** Statements the server has prepared on this connection (node-postgres keeps this map). */
  const parsed: Record<string, string> = {};
  const client = {
    processID: 4242,
    connection: { stream },
    query(config: string | Submittable | { name: string; text: string; values: unknown[] }, values?: unknown[]) {
      if (typeof config === 'object' && 'submit' in config) {
        const messages: string[] = [];
        config.submit(fakeProtocol(messages, parsed));
        sent.push({ text: config.text, messages, settle: { resolve: (results) => config.callback(null, results), reject: (error) => config.callback(error) } });
        writes.push(messages);
        return undefined;
      }
      return new Promise((resolve, reject) => {
        const query = typeof config === 'string' ? { text: config, values } : { text: config.text, values: config.values, name: config.name };
        sent.push({ ...query, settle: { resolve, reject } });
        if (corked) corked.push(query.text);
        else writes.push([query.text]);
      });
    },
    release(reason?: boolean | Error) {
      released.push(reason);
    },
  };
  const pool = { connect: async () => client } as unknown as pg.Pool;
  const answer = (index: number, result: unknown = { command: 'SELECT', rowCount: 0, rows: [] }) => sent[index]!.settle.resolve(result);
  return { pool, sent, released, writes, answer, parsed };
}

/** What withTenant sends (Kysely numbers the parameters). */
const SETTINGS = "select set_config('app.tenant', $1, true), set_config('role', $2, true)";
/** What readAsTenant sends. */
const READ_SETTINGS = "select set_config('app.tenant', $1, true), set_config('role', $2, true), set_config('transaction_read_only', $3, true)";

const settledWith = async (promise: Promise<unknown>) => promise.then((value) => ({ value }), (error: Error) => ({ error: error.message }));

describe('the PostgreSQL pool (pipelined begin, named statements)', () => {
  it('answers `begin` at once and sends it in one write with the next statement, whose result waits for both', async () => {
    const { pool, sent, writes, answer } = fakeConnection();
    const client = await pipelinedPool(pool).connect();
    await expect(client.query('begin', [])).resolves.toMatchObject({ command: 'BEGIN' });
    expect(sent).toHaveLength(0);
    const inserted = client.query('insert into audit (what) values ($1)', ['x']);
    // Both are on the wire, in one write, before either is answered: one round trip.
    expect(writes).toEqual([['begin', 'insert into audit (what) values ($1)']]);
    let done = false;
    void inserted.then(() => (done = true));
    answer(1, { command: 'INSERT', rowCount: 1, rows: [] });
    await new Promise((resolve) => setImmediate(resolve));
    expect(done).toBe(false); // the statement's own answer is not enough
    answer(0, { command: 'BEGIN', rowCount: null, rows: [] });
    await expect(inserted).resolves.toMatchObject({ rowCount: 1 });
    // The statements after it go on their own.
    void client.query('commit', []);
    expect(writes.at(-1)).toEqual(['commit']);
  });

  it("writes begin, the tenant's settings and the work's first select in one write; the rows wait for all three", async () => {
    const { pool, sent, writes, answer } = fakeConnection();
    const client = await pipelinedPool(pool).connect();
    await client.query('begin', []);
    await expect(client.query(SETTINGS, ['t1', 'teamwear_app'])).resolves.toMatchObject({ command: 'SELECT' });
    expect(sent).toHaveLength(0);
    const page = client.query('select * from designs limit $1', [20]);
    expect(writes).toEqual([['begin', SETTINGS, 'select * from designs limit $1']]);
    expect(sent[1]!.values).toEqual(['t1', 'teamwear_app']);
    let done = false;
    void page.then(() => (done = true));
    answer(2, { command: 'SELECT', rowCount: 1, rows: [{ id: 'd1' }] });
    answer(0);
    await new Promise((resolve) => setImmediate(resolve));
    expect(done).toBe(false); // not before the settings have answered
    answer(1);
    await expect(page).resolves.toMatchObject({ rows: [{ id: 'd1' }] });
  });

  it('hands back no rows when the settings failed, and reports their error', async () => {
    const { pool, sent, answer } = fakeConnection();
    const client = await pipelinedPool(pool).connect();
    await client.query('begin', []);
    await client.query(SETTINGS, ['t1', 'no_such_role']);
    const page = settledWith(client.query('select * from designs limit $1', [20]));
    answer(0);
    sent[1]!.settle.reject(new Error('role "no_such_role" does not exist'));
    sent[2]!.settle.reject(new Error('current transaction is aborted'));
    await expect(page).resolves.toEqual({ error: 'role "no_such_role" does not exist' });
  });

  it("writes a statement that may write only once the begin and the tenant's settings have answered", async () => {
    const { pool, sent, writes, answer } = fakeConnection();
    const client = await pipelinedPool(pool).connect();
    await client.query('begin', []);
    await client.query(SETTINGS, ['t1', 'teamwear_app']);
    const inserted = client.query('insert into players (name) values ($1)', ['Sok']);
    expect(writes).toEqual([['begin', SETTINGS]]);
    answer(0);
    await new Promise((resolve) => setImmediate(resolve));
    expect(sent).toHaveLength(2); // the begin alone is not enough
    answer(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes.at(-1)).toEqual(['insert into players (name) values ($1)']);
    answer(2, { command: 'INSERT', rowCount: 1, rows: [] });
    await expect(inserted).resolves.toMatchObject({ rowCount: 1 });
  });

  it('never sends the insert when the settings failed', async () => {
    const { pool, sent, answer } = fakeConnection();
    const client = await pipelinedPool(pool).connect();
    await client.query('begin', []);
    await client.query(SETTINGS, ['t1', 'teamwear_app']);
    const inserted = settledWith(client.query('insert into players (name) values ($1)', ['Sok']));
    answer(0);
    sent[1]!.settle.reject(new Error('settings failed'));
    await expect(inserted).resolves.toEqual({ error: 'settings failed' });
    expect(sent.map((query) => query.text)).toEqual(['begin', SETTINGS]);
  });

  it('reports a failed begin as the error of the statement sent with it', async () => {
    const { pool, sent } = fakeConnection();
    const client = await pipelinedPool(pool).connect();
    await client.query('begin', []);
    const selected = settledWith(client.query('select * from designs where id = $1', ['d1']));
    sent[0]!.settle.reject(new Error('begin failed'));
    sent[1]!.settle.resolve({ command: 'SELECT', rowCount: 1, rows: [] });
    await expect(selected).resolves.toEqual({ error: 'begin failed' });
  });

  it('prepares a statement with parameters from its second run on, under one name on every connection', async () => {
    const first = fakeConnection();
    const second = fakeConnection();
    const names = pipelinedPool(first.pool);
    const a = await names.connect();
    const text = 'select * from designs where tenant_id = $1';
    void a.query(text, ['t1']);
    void a.query(text, ['t2']);
    void a.query(text, ['t3']);
    expect(first.sent.map((query) => query.name)).toEqual([undefined, expect.stringMatching(/^tw_/), first.sent[1]!.name]);
    expect(first.sent[2]!.values).toEqual(['t3']);
    // Statements without parameters (begin, commit, select 1) go as simple queries, never prepared.
    void a.query('select 1', []);
    void a.query('select 1', []);
    expect(first.sent.slice(3).map((query) => query.name)).toEqual([undefined, undefined]);
    // Another pool keeps its own record of what it has seen.
    const b = await pipelinedPool(second.pool).connect();
    void b.query(text, ['t1']);
    expect(second.sent[0]!.name).toBeUndefined();
  });

  it('never prepares a long statement (a generated multi-row insert)', async () => {
    const { pool, sent } = fakeConnection();
    const client = await pipelinedPool(pool).connect();
    const values = Array.from({ length: 1000 }, (_, i) => i);
    const text = `insert into players (number) values ${values.map((_, i) => `($${i + 1})`).join(', ')}`;
    void client.query(text, values);
    void client.query(text, values);
    expect(sent.map((query) => query.name)).toEqual([undefined, undefined]);
  });

  it(`keeps at most ${MAX_PREPARED_PER_CONNECTION} statements prepared on a connection`, async () => {
    const { pool, sent } = fakeConnection();
    const client = await pipelinedPool(pool).connect();
    for (let i = 0; i <= MAX_PREPARED_PER_CONNECTION; i += 1) {
      void client.query(`select ${i} where $1`, [true]);
      void client.query(`select ${i} where $1`, [true]);
    }
    const named = sent.filter((query) => query.name);
    expect(named).toHaveLength(MAX_PREPARED_PER_CONNECTION);
    // One it already has stays prepared.
    void client.query('select 0 where $1', [true]);
    expect(sent.at(-1)!.name).toBe(named[0]!.name);
  });

  it('answers the same client for the same connection (Kysely keys its connections by it)', async () => {
    const { pool } = fakeConnection();
    const pipelined = pipelinedPool(pool);
    expect(await pipelined.connect()).toBe(await pipelined.connect());
    expect((await pipelined.connect()).processID).toBe(4242);
  });

  it('sends nothing for a begin that no statement followed, and puts the connection back', async () => {
    const { pool, sent, released } = fakeConnection();
    const client = await pipelinedPool(pool).connect();
    await client.query('begin', []);
    client.release();
    expect(sent).toHaveLength(0);
    expect(released).toEqual([undefined]);
    // The next user starts afresh: its statement goes alone.
    void client.query('select 1', []);
    expect(sent.map((query) => query.text)).toEqual(['select 1']);
  });

  it('takes a connection out of the pool when a prepared plan no longer fits its table', async () => {
    const { pool, sent, released } = fakeConnection();
    const client = await pipelinedPool(pool).connect();
    const text = 'select * from players where id = $1';
    void client.query(text, ['p1']).catch(() => undefined);
    const stale = settledWith(client.query(text, ['p1']));
    sent[1]!.settle.reject(new Error('cached plan must not change result type'));
    await expect(stale).resolves.toEqual({ error: 'cached plan must not change result type' });
    client.release(false);
    expect(released[0]).toBeInstanceOf(Error);
  });

  it("writes a read-only transaction's commit and answers it at once; the connection's next statement follows it", async () => {
    const { pool, sent, writes, answer } = fakeConnection();
    const client = await pipelinedPool(pool).connect();
    await client.query('begin', []);
    await client.query(SETTINGS, ['t1', 'teamwear_app']);
    const page = client.query('select * from designs limit $1', [20]);
    answer(0);
    answer(1);
    answer(2);
    await page;
    // Nobody answers the commit, and still the call goes on.
    await expect(client.query('commit', [])).resolves.toMatchObject({ command: 'COMMIT' });
    expect(writes.at(-1)).toEqual(['commit']);
    client.release();
    await client.query('begin', []);
    void client.query('select 1 where $1', [true]);
    expect(sent.map((query) => query.text).slice(3)).toEqual(['commit', 'begin', 'select 1 where $1']);
  });

  it('waits for the commit of a transaction that wrote, or whose statement failed', async () => {
    const { pool, sent, answer } = fakeConnection();
    const client = await pipelinedPool(pool).connect();
    await client.query('begin', []);
    const inserted = client.query('insert into players (name) values ($1)', ['Sok']);
    answer(0);
    answer(1, { command: 'INSERT', rowCount: 1, rows: [] });
    await inserted;
    let committed = false;
    const commit = client.query('commit', []).then(() => (committed = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(committed).toBe(false);
    answer(2, { command: 'COMMIT', rowCount: null, rows: [] });
    await commit;

    await client.query('begin', []);
    const failed = settledWith(client.query('select * from designs where id = $1', ['not a uuid']));
    answer(3);
    sent[4]!.settle.reject(new Error('invalid input syntax for type uuid'));
    await expect(failed).resolves.toEqual({ error: 'invalid input syntax for type uuid' });
    let reported = false;
    const rolledBack = client.query('commit', []).then((result) => {
      reported = true;
      return result;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(reported).toBe(false); // PostgreSQL's ROLLBACK answer is what Kysely reports
    answer(5, { command: 'ROLLBACK', rowCount: null, rows: [] });
    await expect(rolledBack).resolves.toMatchObject({ command: 'ROLLBACK' });
  });

  it('refuses a streaming cursor (the API configures none)', async () => {
    const { pool } = fakeConnection();
    const client = await pipelinedPool(pool).connect();
    expect(() => client.query({ read: async () => [], close: async () => undefined })).toThrow(/not supported/);
  });
});

describe("withTenant's list call on the PostgreSQL pool", () => {
  it('is one write of begin, the tenant scope and the select, and its commit is not waited for', async () => {
    const { pool, writes, sent, answer } = fakeConnection();
    const pipelined = pipelinedPool(pool);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: { options: {}, connect: () => pipelined.connect(), end: async () => undefined } }) });
    const listed = withTenant(db, 't1', (tx) => tx.selectFrom('designs').select('id').execute());
    while (sent.length < 3) await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual([['begin', expect.stringContaining("set_config('role'"), expect.stringMatching(/^select "id" from "designs"/)]]);
    answer(0);
    answer(1);
    answer(2, { command: 'SELECT', rowCount: 1, rows: [{ id: 'd1' }] });
    await expect(listed).resolves.toEqual([{ id: 'd1' }]);
    expect(writes).toEqual([expect.any(Array), ['commit']]);
  });
});

describe('a read-only scope on the PostgreSQL pool (readAsTenant)', () => {
  const rows = (...ids: string[]) => ({ command: 'SELECT', rowCount: ids.length, rows: ids.map((id) => ({ id })) });

  it('sends each statement with the settings and one Sync, in one write; no begin, no commit', async () => {
    const { pool, sent, writes } = fakeConnection();
    const client = await pipelinedPool(pool).connect();
    await expect(client.query('start transaction read only', [])).resolves.toMatchObject({ command: 'BEGIN' });
    await client.query(READ_SETTINGS, ['t1', 'teamwear_app', 'on']);
    expect(sent).toHaveLength(0);
    const page = client.query('select id from designs limit $1', [20]);
    // Unnamed the first time (a statement is prepared from its second run on): Parse of each.
    expect(writes).toEqual([
      // The settings are not described: their answer is not read.
      ['parse ', 'bind  ["t1","teamwear_app","on"]', 'execute', 'parse ', 'bind  ["20"]', 'describe', 'execute', 'sync'],
    ]);
    sent[0]!.settle.resolve([rows(), rows('d1')]);
    await expect(page).resolves.toMatchObject({ rows: [{ id: 'd1' }] });
    await expect(client.query('commit', [])).resolves.toMatchObject({ command: 'COMMIT' });
    expect(writes).toHaveLength(1); // the commit ended nothing on the server
    client.release();
  });

  it('carries the settings with every statement of the scope, and prepares both from their second run on', async () => {
    const { pool, sent, writes, parsed } = fakeConnection();
    const client = await pipelinedPool(pool).connect();
    const run = async () => {
      await client.query('start transaction read only', []);
      await client.query(READ_SETTINGS, ['t1', 'teamwear_app', 'on']);
      const first = client.query('select id from designs limit $1', [20]);
      sent.at(-1)!.settle.resolve([rows(), rows('d1')]);
      await first;
      const second = client.query('select count(*) from designs where user_id = $1', ['u1']);
      sent.at(-1)!.settle.resolve([rows(), rows()]);
      await second;
      await client.query('commit', []);
      client.release();
    };
    await run();
    expect(writes.map((write) => write.filter((message) => message.startsWith('bind ')).length)).toEqual([2, 2]);
    await run();
    await run();
    // Each of the three texts is prepared once on the connection, from its second run on (the
    // settings' second run is the first scope's second statement)…
    const prepared = writes.flat().filter((message) => message.startsWith('parse tw_'));
    expect(new Set(prepared).size).toBe(3);
    expect(prepared).toHaveLength(3);
    expect(Object.keys(parsed)).toHaveLength(3);
    // …and the third time each is only bound, by name.
    for (const write of writes.slice(4)) {
      expect(write.filter((message) => message.startsWith('parse'))).toEqual([]);
      expect(write.filter((message) => message.startsWith('bind tw_'))).toHaveLength(2);
    }
  });

  it('after a failed statement, fails what follows and answers the commit with ROLLBACK', async () => {
    const { pool, sent, writes, released } = fakeConnection();
    const client = await pipelinedPool(pool).connect();
    await client.query('start transaction read only', []);
    await client.query(READ_SETTINGS, ['t1', 'teamwear_app', 'on']);
    const failed = settledWith(client.query('select id from designs where id = $1', ['not a uuid']));
    sent[0]!.settle.reject(new Error('invalid input syntax for type uuid'));
    await expect(failed).resolves.toEqual({ error: 'invalid input syntax for type uuid' });
    await expect(settledWith(client.query('select 1 where $1', [true]))).resolves.toEqual({ error: 'invalid input syntax for type uuid' });
    await expect(client.query('commit', [])).resolves.toMatchObject({ command: 'ROLLBACK' });
    expect(writes).toHaveLength(1);
    client.release();
    expect(released).toEqual([undefined]); // it prepared nothing: the connection is as it was
  });

  it('takes the connection out of the pool when a failed scope asked the server to prepare a statement', async () => {
    const { pool, sent, released } = fakeConnection();
    const client = await pipelinedPool(pool).connect();
    for (let run = 0; run < 2; run += 1) {
      await client.query('start transaction read only', []);
      await client.query(READ_SETTINGS, ['t1', 'teamwear_app', 'on']);
      const page = settledWith(client.query('select id from designs limit $1', [20]));
      if (run === 0) sent.at(-1)!.settle.resolve([rows(), rows()]);
      else sent.at(-1)!.settle.reject(new Error('canceling statement due to statement timeout'));
      await page;
      await client.query(run === 0 ? 'commit' : 'rollback', []);
      client.release();
    }
    // Whether the server prepared them before the failure is unknown: a fresh connection is safer.
    expect(released[0]).toBeUndefined();
    expect(released[1]).toBeInstanceOf(Error);
  });

  it('opens a read-only transaction as any other when its settings do not make it read-only', async () => {
    const { pool, writes } = fakeConnection();
    const client = await pipelinedPool(pool).connect();
    await client.query('start transaction read only', []);
    await client.query(SETTINGS, ['t1', 'teamwear_app']);
    void client.query('select 1 where $1', [true]);
    expect(writes).toEqual([['start transaction read only', SETTINGS, 'select 1 where $1']]);
  });

  it('is what readAsTenant does through Kysely: one write per list call, and nothing at its commit', async () => {
    const { pool, writes, sent } = fakeConnection();
    const pipelined = pipelinedPool(pool);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: { options: {}, connect: () => pipelined.connect(), end: async () => undefined } }) });
    const listed = readAsTenant(db, 't1', (tx) => tx.selectFrom('designs').select('id').execute());
    while (sent.length < 1) await new Promise((resolve) => setImmediate(resolve));
    expect(sent[0]!.text).toMatch(/^select set_config\('app.tenant', \$1, true\), set_config\('role', \$2, true\), set_config\('transaction_read_only', \$3, true\), set_config\('plan_cache_mode', \$4, true\); select "id" from "designs"$/);
    sent[0]!.settle.resolve([rows(), rows('d1')]);
    await expect(listed).resolves.toEqual([{ id: 'd1' }]);
    expect(writes).toHaveLength(1);
  });
});
