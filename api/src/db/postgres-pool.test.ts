import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import { MAX_PREPARED_PER_CONNECTION, preparingPool } from './postgres-pool';
import { registerScopedReads, scopedReader } from './scoped-reads';
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

const settledWith = async (promise: Promise<unknown>) => promise.then((value) => ({ value }), (error: Error) => ({ error: error.message }));
const turn = () => new Promise((resolve) => setImmediate(resolve));
const rows = (...ids: string[]) => ({ command: 'SELECT', rowCount: ids.length, rows: ids.map((id) => ({ id })) });

/** A Kysely over the fake connection, put together as openDatabase puts the API's together. */
function databaseOn(pool: pg.Pool) {
  const preparing = preparingPool(pool);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: { options: {}, connect: () => preparing.connect(), end: async () => undefined } }) });
  registerScopedReads(db, preparing);
  return db;
}

/** An error as node-postgres reports the server's, with its SQLSTATE. */
const serverError = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('the PostgreSQL pool (named statements)', () => {
  it('prepares a statement with parameters from its second run on, under one name on every connection', async () => {
    const first = fakeConnection();
    const second = fakeConnection();
    const names = preparingPool(first.pool);
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
    const b = await preparingPool(second.pool).connect();
    void b.query(text, ['t1']);
    expect(second.sent[0]!.name).toBeUndefined();
  });

  it('never prepares a long statement (a generated multi-row insert)', async () => {
    const { pool, sent } = fakeConnection();
    const client = await preparingPool(pool).connect();
    const values = Array.from({ length: 1000 }, (_, i) => i);
    const text = `insert into players (number) values ${values.map((_, i) => `($${i + 1})`).join(', ')}`;
    void client.query(text, values);
    void client.query(text, values);
    expect(sent.map((query) => query.name)).toEqual([undefined, undefined]);
  });

  it(`keeps at most ${MAX_PREPARED_PER_CONNECTION} statements prepared on a connection`, async () => {
    const { pool, sent } = fakeConnection();
    const client = await preparingPool(pool).connect();
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
    const preparing = preparingPool(pool);
    expect(await preparing.connect()).toBe(await preparing.connect());
    expect((await preparing.connect()).processID).toBe(4242);
  });

  it('takes a connection out of the pool when a prepared plan no longer fits its table', async () => {
    const { pool, sent, released } = fakeConnection();
    const client = await preparingPool(pool).connect();
    const text = 'select * from players where id = $1';
    void client.query(text, ['p1']).catch(() => undefined);
    const stale = settledWith(client.query(text, ['p1']));
    sent[1]!.settle.reject(serverError('cached plan must not change result type', '0A000'));
    await expect(stale).resolves.toEqual({ error: 'cached plan must not change result type' });
    client.release(false);
    expect(released[0]).toBeInstanceOf(Error);
  });

  it('refuses a streaming cursor (the API configures none)', async () => {
    const { pool } = fakeConnection();
    const client = await preparingPool(pool).connect();
    expect(() => client.query({ read: async () => [], close: async () => undefined })).toThrow(/not supported/);
  });
});

describe("withTenant's transaction on the PostgreSQL pool", () => {
  /** Answers each statement as it is sent, until (and without) the commit; resolves to the commit's index. */
  async function answerUntilCommit(sent: SentQuery[], answer: (index: number, result?: unknown) => void) {
    for (let answered = 0; ; answered += 1) {
      while (sent.length <= answered) await turn();
      if (sent[answered]!.text === 'commit') return answered;
      answer(answered);
    }
  }

  it('sends begin, the scope, the work and commit in turn, each once the one before has answered', async () => {
    const { pool, sent, writes, answer } = fakeConnection();
    const db = databaseOn(pool);
    const listed = withTenant(db, 't1', (tx) => tx.selectFrom('designs').select('id').execute());
    await turn();
    expect(writes).toEqual([['begin']]);
    answer(0);
    while (sent.length < 2) await turn();
    expect(sent[1]!.values).toEqual(['t1', 'teamwear_app']);
    answer(1);
    while (sent.length < 3) await turn();
    answer(2, rows('d1'));
    while (sent.length < 4) await turn();
    expect(writes).toEqual([['begin'], [expect.stringContaining("set_config('role'")], [expect.stringMatching(/^select "id" from "designs"/)], ['commit']]);
    answer(3, { command: 'COMMIT', rowCount: null, rows: [] });
    await expect(listed).resolves.toEqual([{ id: 'd1' }]);
  });

  it('tells its caller nothing until the commit has answered, even when the work only selected', async () => {
    const { pool, sent, answer } = fakeConnection();
    const db = databaseOn(pool);
    // A select may write (a function that inserts, pg_notify): only the commit says it held.
    let done = false;
    const called = withTenant(db, 't1', (tx) => tx.selectFrom('designs').select('id').execute()).then(() => (done = true));
    const commit = await answerUntilCommit(sent, answer);
    for (let i = 0; i < 5; i += 1) await turn();
    expect(done).toBe(false);
    answer(commit, { command: 'COMMIT', rowCount: null, rows: [] });
    await called;
    expect(done).toBe(true);
  });

  it('fails when its commit fails, for work that wrote or only selected', async () => {
    for (const work of ['insert', 'select'] as const) {
      const { pool, sent, answer, released } = fakeConnection();
      const db = databaseOn(pool);
      const called = settledWith(
        withTenant(db, 't1', (tx) =>
          (work === 'insert' ? tx.insertInto('designs').values({ id: 'd1' } as never).execute() : tx.selectFrom('designs').select('id').execute()).then(() => undefined),
        ),
      );
      const commit = await answerUntilCommit(sent, answer);
      // A deferred constraint, a serialization failure, the connection lost: the write did not happen.
      sent[commit]!.settle.reject(serverError('could not serialize access due to read/write dependencies among transactions', '40001'));
      // Kysely then rolls back (a connection in a failed transaction must not go back as it is).
      while (sent.length <= commit + 1) await turn();
      expect(sent[commit + 1]!.text).toBe('rollback');
      answer(commit + 1, { command: 'ROLLBACK', rowCount: null, rows: [] });
      await expect(called).resolves.toEqual({ error: 'could not serialize access due to read/write dependencies among transactions' });
      expect(released).toHaveLength(1);
    }
  });

  it("reports PostgreSQL's ROLLBACK answer to a commit (a statement of it had failed) as an error", async () => {
    const { pool, sent, answer } = fakeConnection();
    const db = databaseOn(pool);
    const called = settledWith(withTenant(db, 't1', (tx) => tx.selectFrom('designs').select('id').execute()));
    const commit = await answerUntilCommit(sent, answer);
    answer(commit, { command: 'ROLLBACK', rowCount: null, rows: [] });
    await expect(called).resolves.toMatchObject({ error: expect.stringMatching(/rolled back/i) });
  });
});

describe('scoped reads on the PostgreSQL pool (readAsTenant)', () => {
  it('sends each statement with the settings and one Sync, in one write; no begin, no commit', async () => {
    const { pool, sent, writes } = fakeConnection();
    const db = databaseOn(pool);
    const listed = readAsTenant(db, 't1', (tx) => tx.selectFrom('designs').select('id').limit(20).execute());
    while (sent.length < 1) await turn();
    expect(sent[0]!.text).toMatch(
      /^select set_config\('app.tenant', \$1, true\), set_config\('role', \$2, true\), set_config\('transaction_read_only', \$3, true\), set_config\('plan_cache_mode', \$4, true\); select "id" from "designs" limit \$1$/,
    );
    // Unnamed the first time (a statement is prepared from its second run on): Parse of each.
    expect(writes).toEqual([
      ['parse ', 'bind  ["t1","teamwear_app","on","force_generic_plan"]', 'describe', 'execute', 'parse ', 'bind  ["20"]', 'describe', 'execute', 'sync'],
    ]);
    sent[0]!.settle.resolve([rows(), rows('d1')]);
    await expect(listed).resolves.toEqual([{ id: 'd1' }]);
    expect(writes).toHaveLength(1); // nothing at the transaction's end: each statement ended its own
  });

  it('carries the settings with every statement of the work, and prepares both from their second run on', async () => {
    const { pool, sent, writes, parsed } = fakeConnection();
    const db = databaseOn(pool);
    const run = async () => {
      const read = readAsTenant(db, 't1', async (tx) => {
        await tx.selectFrom('designs').select('id').limit(20).execute();
        return tx.selectFrom('designs').select('id').where('user_id', '=', 'u1').execute();
      });
      for (let statement = 0; statement < 2; statement += 1) {
        const before = sent.length;
        while (sent.length === before) await turn();
        sent.at(-1)!.settle.resolve([rows(), rows('d1')]);
      }
      await read;
    };
    await run();
    expect(writes.map((write) => write.filter((message) => message.startsWith('bind ')).length)).toEqual([2, 2]);
    await run();
    await run();
    // Each of the three texts is prepared once on the connection, from its second run on (the
    // settings' second run is the first read's second statement)…
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

  it("reports a failed statement as the work's error and puts back a connection that prepared nothing", async () => {
    const { pool, sent, released } = fakeConnection();
    const db = databaseOn(pool);
    const read = settledWith(readAsTenant(db, 't1', (tx) => tx.selectFrom('designs').select('id').where('id', '=', 'not a uuid').execute()));
    while (sent.length < 1) await turn();
    sent[0]!.settle.reject(serverError('invalid input syntax for type uuid', '22P02'));
    await expect(read).resolves.toEqual({ error: 'invalid input syntax for type uuid' });
    expect(released).toEqual([undefined]);
  });

  it('takes the connection out of the pool when a failed read asked the server to prepare a statement', async () => {
    const { pool, sent, released } = fakeConnection();
    const db = databaseOn(pool);
    for (let run = 0; run < 2; run += 1) {
      const read = settledWith(readAsTenant(db, 't1', (tx) => tx.selectFrom('designs').select('id').limit(20).execute()));
      while (sent.length <= run) await turn();
      if (run === 0) sent.at(-1)!.settle.resolve([rows(), rows()]);
      else sent.at(-1)!.settle.reject(new Error('canceling statement due to statement timeout'));
      await read;
    }
    // Whether the server prepared them before the failure is unknown: a fresh connection is safer.
    expect(released[0]).toBeUndefined();
    expect(released[1]).toBeInstanceOf(Error);
  });

  it('refuses a transaction that is not read-only', async () => {
    const { pool } = fakeConnection();
    const preparing = preparingPool(pool);
    const plain = new Kysely<Database>({ dialect: new PostgresDialect({ pool: { options: {}, connect: () => preparing.connect(), end: async () => undefined } }) });
    registerScopedReads(plain, preparing);
    const scoped = scopedReader(plain, { text: "select set_config('app.tenant', $1, true)", values: ['t1'] })!;
    await expect(scoped.transaction().execute(async () => undefined)).rejects.toThrow(/read-only/);
  });
});
