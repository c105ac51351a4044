import { createQueryId, type Compilable, type CompiledQuery } from 'kysely';
import type { TenantTx } from './tenant-scope';

/** Where one value goes in a query compiled once: replaced by the call's value each time it runs. */
class Slot {
  constructor(readonly key: string) {}
}

/**
 * A query Kysely builds and compiles once per shape, not on every call: building and compiling the
 * page query of a list was about a tenth of the API's work per list call. `build` gets the call's
 * `shape` (what changes the SQL: which filters, which sort) as it is, and its `values` as stand-ins
 * that it may only hand to Kysely as values (`where`, `limit`, `offset`, `${…}` in `sql`); each run
 * puts the call's values in their places. A stand-in that `build` looked at instead (a condition on
 * it, `sql.lit`, a string made of it) would not be among the compiled parameters: that is refused
 * when the query is compiled, so a value can never be frozen into the SQL.
 */
export class CompiledOnce<Shape, Values extends object, Row> {
  readonly #compiled = new Map<string, CompiledQuery<Row>>();

  constructor(private readonly build: (db: TenantTx, shape: Shape, values: Values) => Compilable<Row>) {}

  async execute(db: TenantTx, shape: Shape, values: Values): Promise<Row[]> {
    const key = JSON.stringify(shape);
    let compiled = this.#compiled.get(key);
    if (!compiled) {
      compiled = this.#compile(db, shape);
      this.#compiled.set(key, compiled);
    }
    const parameters = compiled.parameters.map((parameter) => (parameter instanceof Slot ? (values as Record<string, unknown>)[parameter.key] : parameter));
    const { rows } = await db.executeQuery<Row>({ ...compiled, parameters, queryId: createQueryId() });
    return rows;
  }

  #compile(db: TenantTx, shape: Shape): CompiledQuery<Row> {
    const handedOut = new Map<string, Slot>();
    const slots = new Proxy({} as Values, {
      get: (_, key) => {
        if (typeof key !== 'string') return undefined;
        const slot = handedOut.get(key) ?? new Slot(key);
        handedOut.set(key, slot);
        return slot;
      },
    });
    const compiled = this.build(db, shape, slots).compile();
    for (const [key, slot] of handedOut) {
      if (!compiled.parameters.includes(slot)) throw new Error(`CompiledOnce: the value "${key}" was used to build the query, not passed to it as a value`);
    }
    return compiled;
  }
}
