import { sql } from 'kysely';
import { openDatabase } from './database';
import { isoOf, isoText } from './iso-text';
import type { Db } from './schema';

// The lists read their times as text made by the database (isoText): it must be, to the character,
// what the API made of the Date node-postgres parsed, whatever the session's time zone. Run on
// PGlite, and on PostgreSQL where the API suite runs on it (DATABASE_URL, as CI does).
describe('isoText: a timestamp as toISOString() writes it, from the database', () => {
  const targets = [{ kind: 'memory' as const }, ...(process.env.DATABASE_URL ? [{ kind: 'postgres' as const, url: process.env.DATABASE_URL }] : [])];
  const dbs: Db[] = [];
  afterAll(async () => {
    await Promise.all(dbs.map((db) => db.destroy()));
  });

  it.each(targets.map((target) => [target.kind, target] as const))('on %s, in any session time zone, milliseconds cut as the Date cuts them', async (_, target) => {
    const db = await openDatabase(target);
    dbs.push(db);
    for (const zone of ['UTC', 'Asia/Phnom_Penh', 'America/St_Johns']) {
      const rows = await db.transaction().execute(async (tx) => {
        await sql`select set_config('timezone', ${zone}, true)`.execute(tx);
        // Microseconds all over (…000, …999, …500), years 1970–2040, both sides of the DST changes.
        return tx
          .selectFrom(sql<{ at: Date }>`(select timestamptz '1970-01-01 00:00:00+00' + make_interval(secs => i * 1234567.891237 + (i % 7) * 0.000999) as at from generate_series(0, 1800) as i)`.as('times'))
          .select('times.at')
          .select(isoText('times.at').as('text'))
          .execute();
      });
      expect(rows).toHaveLength(1801);
      for (const row of rows) expect([zone, isoOf(row.text)]).toEqual([zone, row.at.toISOString()]);
    }
  });

  it('keeps a missing time (null) as null', async () => {
    const db = dbs[0]!;
    const { rows } = await sql<{ text: string | null }>`select ${isoText<string | null>('t.at')} as text from (select null::timestamptz as at) t`.execute(db);
    expect(rows).toEqual([{ text: null }]);
  });

  it('refuses text of another shape rather than send a wrong time', () => {
    expect(isoOf('2026-11-26 21:59:05')).toBe('2026-11-26T21:59:05.000Z');
    expect(isoOf('2026-11-26 21:59:05.1')).toBe('2026-11-26T21:59:05.100Z');
    expect(isoOf('2026-11-26 21:59:05.123999')).toBe('2026-11-26T21:59:05.123Z');
    for (const text of ['10000-01-01 00:00:00', '2026-11-26 21:59:05 BC', '11/26/2026 21:59:05', '2026-11-26 21:59:05+00']) expect(() => isoOf(text)).toThrow(/Not a UTC timestamp/);
  });
});
