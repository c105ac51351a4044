import { sql } from 'kysely';
import { CompiledOnce } from './compiled-once';
import { openDatabase } from './database';
import type { Db } from './schema';

// A query compiled once runs with each call's values, per shape; a value used to build the SQL
// instead of passed to it is refused, so no call's value is ever frozen into the query.
describe('CompiledOnce', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDatabase({ kind: 'memory' });
  });
  afterAll(async () => {
    await db.destroy();
  });

  const numbers = new CompiledOnce((tx, shape: { even: boolean }, values: { from: number; count: number }) => {
    let query = tx.selectFrom(sql<{ n: number }>`(select n::int from generate_series(1, 100) as n)`.as('numbers')).select('numbers.n').where('numbers.n', '>=', values.from);
    if (shape.even) query = query.where(sql<number>`numbers.n % 2`, '=', 0);
    return query.orderBy('numbers.n').limit(values.count);
  });

  it("runs with each call's values, compiled once per shape", async () => {
    const run = (even: boolean, from: number, count: number) => db.transaction().execute(async (tx) => (await numbers.execute(tx, { even }, { from, count })).map((row) => row.n));
    expect(await run(false, 10, 3)).toEqual([10, 11, 12]);
    expect(await run(false, 50, 2)).toEqual([50, 51]);
    expect(await run(true, 11, 3)).toEqual([12, 14, 16]);
    expect(await run(false, 98, 5)).toEqual([98, 99, 100]);
  });

  it('refuses a value that built the SQL rather than being passed to it', async () => {
    const literal = new CompiledOnce((tx, _: object, values: { count: number }) => tx.selectFrom('tenants').select('id').limit(Number(values.count) + 1));
    const inline = new CompiledOnce((tx, _: object, values: { name: string }) => tx.selectFrom('tenants').select('id').where(sql.ref(`${values.name}`), '=', 'x'));
    await expect(db.transaction().execute((tx) => literal.execute(tx, {}, { count: 1 }))).rejects.toThrow(/"count" was used to build the query/);
    await expect(db.transaction().execute((tx) => inline.execute(tx, {}, { name: 'slug' }))).rejects.toThrow(/"name" was used to build the query/);
  });
});
