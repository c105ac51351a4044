import type pg from 'pg';
import { MAX_PREPARED_PER_CONNECTION, pipelinedPool } from './postgres-pool';

interface SentQuery {
  text: string;
  values?: unknown[];
  name?: string;
  settle: { resolve: (result: unknown) => void; reject: (error: Error) => void };
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
  const client = {
    processID: 4242,
    connection: { stream },
    query(config: string | { name: string; text: string; values: unknown[] }, values?: unknown[]) {
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
  return { pool, sent, released, writes, answer };
}

const settledWith = async (promise: Promise<unknown>) => promise.then((value) => ({ value }), (error: Error) => ({ error: error.message }));

describe('the PostgreSQL pool (pipelined begin, named statements)', () => {
  it('answers `begin` at once and sends it in one write with the next statement, whose result waits for both', async () => {
    const { pool, sent, writes, answer } = fakeConnection();
    const client = await pipelinedPool(pool).connect();
    await expect(client.query('begin', [])).resolves.toMatchObject({ command: 'BEGIN' });
    expect(sent).toHaveLength(0);
    const scoped = client.query("select set_config('app.tenant', $1, true)", ['t1']);
    // Both are on the wire, in one write, before either is answered: one round trip.
    expect(writes).toEqual([['begin', "select set_config('app.tenant', $1, true)"]]);
    let done = false;
    void scoped.then(() => (done = true));
    answer(1, { command: 'SELECT', rowCount: 1, rows: [{ set_config: 't1' }] });
    await new Promise((resolve) => setImmediate(resolve));
    expect(done).toBe(false); // the statement's own answer is not enough
    answer(0, { command: 'BEGIN', rowCount: null, rows: [] });
    await expect(scoped).resolves.toMatchObject({ rows: [{ set_config: 't1' }] });
    // The statements after it go on their own.
    void client.query('commit', []);
    expect(writes.at(-1)).toEqual(['commit']);
  });

  it('reports a failed begin as the error of the statement sent with it', async () => {
    const { pool, sent } = fakeConnection();
    const client = await pipelinedPool(pool).connect();
    await client.query('begin', []);
    const scoped = settledWith(client.query("select set_config('app.tenant', $1, true)", ['t1']));
    sent[0]!.settle.reject(new Error('begin failed'));
    sent[1]!.settle.resolve({ command: 'SELECT', rowCount: 1, rows: [] });
    await expect(scoped).resolves.toEqual({ error: 'begin failed' });
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
    const scoped = client.query("select set_config('app.tenant', $1, true)", ['t1']);
    answer(0);
    answer(1);
    await scoped;
    const page = client.query('select * from designs limit $1', [20]);
    answer(2);
    await page;
    // Nobody answers the commit, and still the call goes on.
    await expect(client.query('commit', [])).resolves.toMatchObject({ command: 'COMMIT' });
    expect(writes.at(-1)).toEqual(['commit']);
    client.release();
    void client.query('begin', []);
    void client.query("select set_config('app.tenant', $1, true)", ['t2']);
    expect(sent.map((query) => query.text).slice(3)).toEqual(['commit', 'begin', "select set_config('app.tenant', $1, true)"]);
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
