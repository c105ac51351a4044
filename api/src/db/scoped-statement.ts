import pg from 'pg';

/** A statement as the pool sends it: its text, its values, and the name it is prepared under, if any. */
export interface Statement {
  text: string;
  values: readonly unknown[];
  name?: string | undefined;
}

/** The parts of node-postgres' connection (pg/lib/connection.js) a ScopedStatement writes with. */
interface ProtocolConnection {
  stream: { cork?: () => void; uncork?: () => void };
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
  parse(message: { text: string; name: string }): void;
  bind(message: { portal: string; statement: string; values: unknown[]; valueMapper: (value: unknown) => unknown }): void;
  describe(message: { type: 'P'; name: string }): void;
  execute(message: { portal: string }): void;
  sync(): void;
}

/** node-postgres' own mapping of a JS value to a parameter (dates, arrays, JSON), as its Query binds. */
const { prepareValue } = (pg as unknown as { utils: { prepareValue: (value: unknown) => unknown } }).utils;

type Answer = (error: Error | undefined, result: pg.QueryResult | undefined) => void;

/**
 * Statements run as ONE implicit transaction of PostgreSQL's extended protocol: Parse (unless the
 * connection has prepared it), Bind, Describe and Execute of each, then a single Sync, in one write.
 * The server runs them in order; after a failed one it skips everything up to the Sync and rolls the
 * transaction back, so a statement never runs when one before it (the tenant's settings) failed,
 * and settings made with `set_config(…, true)` end at the Sync whatever happened.
 *
 * A pg.Query, so a node-postgres connection queues it like any query (it accepts no other custom
 * query class). Its answer is the last statement's result.
 */
export class ScopedStatement extends pg.Query {
  /** Named statements this query asked the server to prepare, recorded as prepared once it succeeded. */
  readonly #parsedHere: Statement[] = [];
  #connection: ProtocolConnection | undefined;

  constructor(
    private readonly statements: readonly Statement[],
    answer: Answer,
  ) {
    // The text only names the query in errors and logs (a string: node-postgres copies a config object).
    super(statements.map((statement) => statement.text).join('; '));
    // node-postgres calls back with one result per statement (an array when there are several).
    (this as unknown as { callback: (error: Error | undefined, results: unknown) => void }).callback = (error, results) => {
      if (error) return answer(error, undefined);
      for (const { name, text } of this.#parsedHere) if (this.#connection && name) this.#connection.parsedStatements[name] = text;
      answer(undefined, (Array.isArray(results) ? results.at(-1) : results) as pg.QueryResult);
    };
    // `submit` is declared as a property of pg.Query, so it is replaced as one.
    this.submit = (connection) => this.#write(connection as unknown as ProtocolConnection);
  }

  /** Whether this query asked the server to prepare a named statement (its outcome unknown on failure). */
  get preparedAny(): boolean {
    return this.#parsedHere.length > 0;
  }

  #write(connection: ProtocolConnection): void {
    this.#connection = connection;
    connection.stream.cork?.();
    try {
      for (const statement of this.statements) {
        const name = statement.name ?? '';
        if (!name || !(connection.parsedStatements[name] ?? connection.submittedNamedStatements[name])) {
          connection.parse({ text: statement.text, name });
          if (name) {
            connection.submittedNamedStatements[name] = statement.text;
            this.#parsedHere.push(statement);
          }
        }
        connection.bind({ portal: '', statement: name, values: [...statement.values], valueMapper: prepareValue });
        connection.describe({ type: 'P', name: '' });
        connection.execute({ portal: '' });
      }
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
  }
}
