import type pg from 'pg';
import { ScopedStatement, type Statement } from './scoped-statement';

/** The server's answers as node-postgres' client hands them to its active query, in order. */
interface Handlers {
  handleRowDescription(message: { fields: { name: string; dataTypeID: number; format: string }[] }): void;
  handleDataRow(message: { fields: (string | null)[] }): void;
  handleCommandComplete(message: { text: string }, connection: unknown): void;
  handleReadyForQuery(connection: unknown): void;
}

const TEXT = 25;
const settings: Statement = { text: "select set_config('app.tenant', $1, true)", values: ['t1'] };
const page: Statement = { text: 'select id from designs', values: [] };

function answered(statements: Statement[]) {
  let answer: { error: Error | undefined; result: pg.QueryResult | undefined } | undefined;
  const query = new ScopedStatement(statements, (error, result) => (answer = { error, result }));
  return { handlers: query as unknown as Handlers, answer: () => answer };
}

describe('ScopedStatement', () => {
  it("answers the last statement's rows", () => {
    const { handlers, answer } = answered([settings, page]);
    handlers.handleRowDescription({ fields: [{ name: 'set_config', dataTypeID: TEXT, format: 'text' }] });
    handlers.handleDataRow({ fields: ['t1'] });
    handlers.handleCommandComplete({ text: 'SELECT 1' }, {});
    handlers.handleRowDescription({ fields: [{ name: 'id', dataTypeID: TEXT, format: 'text' }] });
    handlers.handleDataRow({ fields: ['d1'] });
    handlers.handleDataRow({ fields: ['d2'] });
    handlers.handleCommandComplete({ text: 'SELECT 2' }, {});
    handlers.handleReadyForQuery({});
    expect(answer()?.error).toBeUndefined();
    expect(answer()?.result).toMatchObject({ command: 'SELECT', rowCount: 2, rows: [{ id: 'd1' }, { id: 'd2' }] });
  });
});
