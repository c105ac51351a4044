import type { ColumnType, Generated, Kysely, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;

export interface TenantTable {
  id: Generated<string>;
  slug: string;
  name: string;
  logo: string | null;
  palette_color: string;
  product_types: string[];
  /** Tenant settings beyond the palette (contact details, default language, …). */
  settings: Json<Record<string, unknown>>;
  created_at: CreatedAt;
}

export interface TenantDomainTable {
  host: string;
  tenant_id: string;
  created_at: CreatedAt;
}

export interface TemplateTable {
  id: Generated<string>;
  tenant_id: string;
  type: string;
  name: string;
  /** The design document the template applies; its schema lives with the designer. */
  document: Json<Record<string, unknown>>;
  sort_order: Generated<number>;
  created_at: CreatedAt;
}

export interface UserTable {
  id: Generated<string>;
  tenant_id: string;
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  password_hash: string;
  roles: string[];
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** One sign-in: the refresh-token family. `id` is the `sid` claim. */
export interface SessionTable {
  id: Generated<string>;
  tenant_id: string;
  user_id: string;
  client_id: string;
  user_agent: string | null;
  ip_address: string | null;
  created_at: CreatedAt;
  last_used_at: Timestamp;
  /** Absolute expiry: rotation never extends it. */
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  revoked_reason: string | null;
}

export interface RefreshTokenTable {
  id: Generated<string>;
  tenant_id: string;
  user_id: string;
  /** The family: every rotation of one sign-in shares it. */
  session_id: string;
  /** sha-256 of the opaque token, hex. The token itself is never stored. */
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  /** Set when rotated; presenting a used token again revokes the family. */
  used_at: NullableTimestamp;
}

export interface Database {
  tenants: TenantTable;
  tenant_domains: TenantDomainTable;
  templates: TemplateTable;
  users: UserTable;
  sessions: SessionTable;
  refresh_tokens: RefreshTokenTable;
}

export type Db = Kysely<Database>;
export type TenantRow = Selectable<TenantTable>;
export type UserRow = Selectable<UserTable>;
export type SessionRow = Selectable<SessionTable>;
