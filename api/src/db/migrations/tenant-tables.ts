import { sql, type Kysely } from 'kysely';

/**
 * What every migration that adds a tenant's table says the same way: the table under row-level
 * security (forced, so the owner is held too), seen and written only for the tenant withTenant
 * sets (`app.tenant`). The grants differ (an append-only table gets no update or delete) and stay
 * in each migration.
 */
export function tenantIsolation(table: string): string[] {
  return [
    `alter table ${table} enable row level security`,
    `alter table ${table} force row level security`,
    `create policy ${table}_tenant_isolation on ${table}
      using (tenant_id = nullif(current_setting('app.tenant', true), '')::uuid)
      with check (tenant_id = nullif(current_setting('app.tenant', true), '')::uuid)`,
  ];
}

/** A migration's `up`: its statements, one after another. */
export async function runStatements(db: Kysely<unknown>, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
