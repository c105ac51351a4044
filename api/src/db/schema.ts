import type { ColumnType, Generated, GeneratedAlways, Kysely, Selectable } from 'kysely';

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
  /** The public key partner pages name the shop with (`X-Shop-Key`, migration 0028). */
  shop_key: Generated<string>;
  /** The key rotated away, taken until `previous_shop_key_until`. */
  previous_shop_key: ColumnType<string | null, string | null | undefined, string | null>;
  previous_shop_key_until: NullableTimestamp;
  /** Until when the slug is taken as a key; null: until the shop first rotates its key. */
  slug_key_until: NullableTimestamp;
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
  /** Whether customers see it (migration 0027); false while the team prepares it. */
  published: Generated<boolean>;
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
  /** Brute-force state: failures since the last success (or lock), and how many locks in a row. */
  failed_sign_ins: Generated<number>;
  last_failed_sign_in_at: NullableTimestamp;
  lockouts: Generated<number>;
  locked_until: NullableTimestamp;
  /** Tokens minted before this (terms tokens) are refused. */
  password_changed_at: Generated<Date>;
  accepted_terms_id: string | null;
  terms_accepted_at: NullableTimestamp;
  notification_settings: ColumnType<NotificationSettings, string | undefined, string>;
  /** When the user followed the mailed confirmation link (or proved the address otherwise); null: unverified. */
  email_verified_at: NullableTimestamp;
  /** The language their mail is written in: the page's when they signed up (English before it was kept). */
  language: ColumnType<'en' | 'kh', 'en' | 'kh' | undefined, 'en' | 'kh'>;
}

export interface NotificationSettings {
  orderUpdates: boolean;
  designReviews: boolean;
  newsletter: boolean;
}

/** Versions of a tenant's terms; the current one is the latest published up to now. */
export interface TermsTable {
  id: Generated<string>;
  tenant_id: string;
  version: string;
  title: string;
  body: string;
  published_at: Timestamp;
  created_at: CreatedAt;
}

export type AccountTokenPurpose = 'unlock' | 'reset_password' | 'otp' | 'verify_email' | 'staff_invite';

/** Single-use secrets mailed to a user (unlock and reset links, sign-in codes); only hashes are kept. */
export interface AccountTokenTable {
  id: string;
  tenant_id: string;
  user_id: string;
  purpose: AccountTokenPurpose;
  token_hash: string;
  /** The client application a sign-in code was asked for. */
  client_id: string | null;
  /** Wrong guesses (sign-in codes). */
  attempts: Generated<number>;
  /** How many codes were mailed before this one for the same sign-in. */
  resends: Generated<number>;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

/** Browsers that finished a sign-in code for a user (device cookie, hashed). */
export interface KnownDeviceTable {
  id: Generated<string>;
  tenant_id: string;
  user_id: string;
  token_hash: string;
  user_agent: string | null;
  created_at: CreatedAt;
  last_seen_at: Timestamp;
}

/** An OpenID Connect account (provider id + `sub`) linked to a user. */
export interface UserIdentityTable {
  id: Generated<string>;
  tenant_id: string;
  user_id: string;
  provider: string;
  subject: string;
  created_at: CreatedAt;
}

/** Mail to send, written in the transaction that causes it; the dispatcher sends and retries. */
export interface MailOutboxTable {
  id: Generated<string>;
  tenant_id: string;
  from_name: string;
  to_address: string;
  subject: string;
  text: string;
  html: string;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  sent_at: NullableTimestamp;
  last_error: string | null;
  created_at: CreatedAt;
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

/** A user's saved design: the studio's document as it is, with an optimistic-lock version. */
export interface DesignTable {
  id: Generated<string>;
  tenant_id: string;
  user_id: string;
  /** The design editor slug (`soccer`, `polo`, …), copied from `document.product`. */
  product: string;
  name: string;
  document: Json<Record<string, unknown>>;
  /** 1 when created; every save adds 1 (`update … where version = baseVersion`). */
  version: Generated<number>;
  /** A small PNG data URL for the My designs list. */
  thumbnail: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Bytes of the serialised document plus the thumbnail: what the design costs the user's storage. */
  stored_bytes: number;
}

export interface SupplierTable {
  id: Generated<string>;
  tenant_id: string;
  name: string;
  sort_order: Generated<number>;
  created_at: CreatedAt;
}

export interface FabricTable {
  id: Generated<string>;
  tenant_id: string;
  supplier_id: string;
  name: string;
  weight_gsm: number;
  composition: string;
  /** At most one per tenant (partial unique index). */
  is_default: Generated<boolean>;
  sort_order: Generated<number>;
  created_at: CreatedAt;
}

export interface FabricColourTable {
  id: Generated<string>;
  tenant_id: string;
  fabric_id: string;
  name: string;
  hex: string;
  sort_order: Generated<number>;
}

/** A message from the contact form (anonymous), also mailed to the shop. */
export interface ContactMessageTable {
  id: Generated<string>;
  tenant_id: string;
  contact: string;
  subject: string;
  message: string;
  ip: string | null;
  created_at: CreatedAt;
}

/** A player of a customer's roster. */
export interface PlayerTable {
  id: Generated<string>;
  tenant_id: string;
  user_id: string;
  name: string;
  number: number;
  size: string;
  team: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/**
 * The version of one customer's list (designs, players or orders): a new number from one sequence
 * whenever a row of it changes, written by triggers (migration 0015).
 */
export interface ListVersionTable {
  tenant_id: string;
  user_id: string;
  list: 'designs' | 'players' | 'orders';
  /** int8: node-postgres reads it as text. */
  version: string;
}

/** The version of one shop's list (all its orders), written by triggers as ListVersionTable's (migration 0020). */
export interface ShopListVersionTable {
  tenant_id: string;
  list: 'orders';
  /** int8: node-postgres reads it as text. */
  version: string;
}

export interface OrderCounterTable {
  tenant_id: string;
  last_number: number;
}

/** A design in a customer's cart. */
export interface CartItemTable {
  id: Generated<string>;
  tenant_id: string;
  user_id: string;
  design_id: string;
  created_at: CreatedAt;
}

/** What an order keeps of the moment it was placed (the design, the players, the prices). */
export interface OrderSnapshot {
  design: { id: string; name: string; document: Record<string, unknown>; thumbnail: string | null };
  players: { playerId: string | null; name: string; number: number; size: string; shortsSize: string | null }[];
  extras: { size: string; shortsSize: string | null; quantity: number }[];
  prices: Record<string, unknown>;
  /** The delivery estimate the order was placed with (issue 36); absent on orders placed before. */
  delivery?: { productionDays: number; deliveryBy: string };
}

export interface OrderTable {
  id: Generated<string>;
  tenant_id: string;
  user_id: string;
  /** The shop's order number (order_counters), from 1001 up. */
  number: number;
  /** The design it was made from, while that design exists. */
  design_id: string | null;
  product: string;
  product_type: string;
  model: string;
  status: string;
  quantity: number;
  total_price_cents: number;
  grand_total_cents: number;
  paid_amount_cents: Generated<number>;
  address: string;
  phone: string;
  note: Generated<string>;
  snapshot: Json<OrderSnapshot>;
  /** The design's picture out of the snapshot (`snapshot->'design'->>'thumbnail'`), generated by the database for the lists. */
  thumbnail: GeneratedAlways<string | null>;
  idempotency_key: string;
  /** sha-256 of what was asked, so a key reused for another order is told apart. */
  request_hash: string;
  designed_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  approved_at: NullableTimestamp;
  delivered_at: NullableTimestamp;
  received_at: NullableTimestamp;
  /** When the customer approved the proof, and of which snapshot (sha-256): production waits for it. */
  proof_approved_at: NullableTimestamp;
  proof_snapshot_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** The ordered design's team name out of the snapshot ('' when none), generated by the database (migration 0020). */
  team_name: GeneratedAlways<string>;
  /** Since when the order is in its status: stamped by a trigger from the move's `updated_at` (migration 0020). */
  status_changed_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** How it went on its way (ON_THE_WAY), as the shop typed it: null before (migration 0021). */
  carrier: ColumnType<string | null, string | null | undefined, string | null>;
  tracking_reference: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One change of an order (placed, a status, a payment); insert-only for the API. */
export interface OrderEventTable {
  id: Generated<string>;
  tenant_id: string;
  order_id: string;
  kind: 'placed' | 'status' | 'payment' | 'proof';
  actor: 'customer' | 'provider';
  actor_user_id: string | null;
  actor_name: string | null;
  from_status: string | null;
  to_status: string | null;
  note: Generated<string>;
  amount_cents: number | null;
  /** A payment's method (null on one recorded before migration 0021), reference and day received. */
  payment_method: ColumnType<'cash' | 'bank_transfer' | 'card' | 'khqr' | null, 'cash' | 'bank_transfer' | 'card' | 'khqr' | null | undefined, never>;
  payment_reference: ColumnType<string | null, string | null | undefined, never>;
  /** A `date`: read it as text (`received_on::text`), never as a Date, which pg would place at local midnight. */
  received_on: ColumnType<unknown, string | null | undefined, never>;
  /** A reversal (a payment line of a negative amount): the payment it reverses (migration 0032). */
  reverses_event_id: ColumnType<string | null, string | null | undefined, never>;
  /** A status move the shop made past its deposit rule: the balance still due that it overrode. */
  balance_override_cents: ColumnType<number | null, number | null | undefined, never>;
  created_at: Timestamp;
}

/** A design handed from the studio on a partner's page to the shop, claimed once by a signed-in customer. */
/** A team manager's size collection (issue 37): the link players fill in. */
export interface SizeCollectionTable {
  id: Generated<string>;
  tenant_id: string;
  user_id: string;
  /** The design it collects for (null once the manager deletes it: `document` is what players still see). */
  design_id: string | null;
  product: string;
  /** The design as it was when the collection started. */
  document: Json<Record<string, unknown>>;
  code: string;
  title: string;
  deadline: Timestamp;
  closed_at: NullableTimestamp;
  pieces: string[];
  print_names: boolean;
  print_numbers: boolean;
  message: string | null;
  expected_players: number | null;
  /** `YYYY-MM-DD`: when the kits must arrive. */
  need_by: ColumnType<string | null, string | null, string | null>;
  reminded_at: NullableTimestamp;
  /** What each player pays (players pay, issue 38), fixed when turned on; null: the players do not pay. */
  share_cents: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** The shop's record of a player's payment of their share; a reversal is a negative line (never a deleted row). */
export interface SizeCollectionPaymentTable {
  id: Generated<string>;
  tenant_id: string;
  collection_id: string;
  entry_id: string;
  amount_cents: number;
  method: 'cash' | 'bank_transfer' | 'card' | 'khqr';
  reference: ColumnType<string, string | undefined, string>;
  /** `YYYY-MM-DD`, the shop's day the money came in. */
  received_on: ColumnType<string, string, string>;
  note: ColumnType<string, string | undefined, string>;
  reverses_id: string | null;
  /** The team member who recorded it: their id (no foreign key, as order events) and name. */
  recorded_by_id: string;
  recorded_by: string | null;
  /** The order it was carried to as a payment line (null: not carried). */
  order_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface SizeCollectionEntryTable {
  id: Generated<string>;
  tenant_id: string;
  collection_id: string;
  name: string;
  number: number | null;
  size: string | null;
  shorts_size: string | null;
  email: string | null;
  /** The language the player's page was in: their mails' (the copy, reminders of later collections). */
  language: ColumnType<'en' | 'kh', 'en' | 'kh' | undefined, 'en' | 'kh'>;
  source: 'player' | 'manager';
  /** sha-256 of the player's private token; null for an entry the manager wrote. */
  token_hash: string | null;
  player_id: string | null;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface DesignHandoffTable {
  id: Generated<string>;
  tenant_id: string;
  /** sha-256 of the token in the hand-off link; the token itself is never stored. */
  token_hash: string;
  document: Json<Record<string, unknown>>;
  name: string | null;
  /** The partner page's origin it came from. */
  origin: string;
  /** The bytes of `document` as JSON (0 once taken or expired): what the hand-off caps count. */
  bytes: Generated<number>;
  /** The address that sent it (the per-address cap). */
  client_ip: Generated<string>;
  created_at: Timestamp;
  expires_at: Timestamp;
  claimed_at: NullableTimestamp;
  claimed_by: string | null;
}

/** An order's proof as drawn, per language, kept while what it shows is the same (api/src/production/proof/kept-proofs.ts). */
/** A shop's last invoice number (issue 38, migration 0034): raised with each invoice, in its transaction. */
export interface InvoiceCounterTable {
  tenant_id: string;
  last_number: number;
}

/** An issued invoice: immutable, a snapshot of what was invoiced (invoices/invoice-snapshot.ts). */
export interface InvoiceTable {
  id: Generated<string>;
  tenant_id: string;
  order_id: string;
  number: number;
  issued_at: ColumnType<Date, Date | string, never>;
  snapshot: ColumnType<unknown, string, never>;
}

/** A shop's last receipt number (issue 38, migration 0035): raised with each receipt, in its transaction. */
export interface ReceiptCounterTable {
  tenant_id: string;
  last_number: number;
}

/** The receipt of a payment line (a payment or a reversal): immutable, a snapshot of what it says (invoices/receipt-snapshot.ts). */
export interface ReceiptTable {
  id: Generated<string>;
  tenant_id: string;
  order_id: string;
  payment_event_id: string;
  number: number;
  issued_at: ColumnType<Date, Date | string, never>;
  snapshot: ColumnType<unknown, string, never>;
}

export interface OrderProofTable {
  tenant_id: string;
  order_id: string;
  language: 'en' | 'kh';
  /** What the PDF was drawn from (proof-hash); another hash draws it again. */
  proof_hash: string;
  pdf: Buffer;
  created_at: CreatedAt;
}

/** The print files of an order, made in the background (api/src/production): one job per order. */
export interface ProductionJobTable {
  id: Generated<string>;
  tenant_id: string;
  order_id: string;
  /** The order snapshot the files are (being) made of; a changed snapshot queues the job again. */
  snapshot_hash: string;
  state: 'queued' | 'running' | 'done' | 'failed';
  attempts: Generated<number>;
  steps_done: Generated<number>;
  steps_total: Generated<number>;
  next_attempt_at: Timestamp;
  last_error: string | null;
  zip: Buffer | null;
  zip_bytes: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  finished_at: NullableTimestamp;
  /** When the job was last claimed: the worker serves first the customer whose last job started longest ago. */
  started_at: NullableTimestamp;
}

/** A print job queued, charged to its customer (null: to the shop alone) and its shop: the last day's count the production budget (production-budget.ts). */
export interface ProductionChargeTable {
  id: Generated<string>;
  tenant_id: string;
  user_id: string | null;
  order_id: string;
  created_at: Timestamp;
}

/** A shop's uploaded logo (issue 36, migration 0029): one per shop; `tenants.logo` names its version. */
export interface ShopLogoTable {
  tenant_id: string;
  content_type: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/svg+xml';
  data: Buffer;
  version: string;
  updated_at: Generated<Date>;
}

/** A shop's own picture of the image library (issue 19), uploaded through the provider API. */
export interface LibraryImageTable {
  id: Generated<string>;
  tenant_id: string;
  type: 'photo' | 'illustration' | 'vector';
  transparent: boolean;
  /** Both languages' tags together (English then Khmer), as the API before migration 0027 reads them. */
  tags: string[];
  tags_en: Generated<string[]>;
  tags_kh: Generated<string[]>;
  content_type: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/svg+xml';
  width: number;
  height: number;
  data: Buffer;
  created_at: CreatedAt;
}

export interface CustomerImageTable {
  id: Generated<string>;
  tenant_id: string;
  user_id: string;
  name: string;
  content_type: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/svg+xml';
  width: number;
  height: number;
  data: Buffer;
  created_at: CreatedAt;
}

/** Who changed what in a shop (issue 36): append-only. */
export interface AuditLogTable {
  id: Generated<string>;
  tenant_id: string;
  actor_id: string | null;
  actor_name: string;
  area: AuditArea;
  action: string;
  subject: string | null;
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
  created_at: CreatedAt;
}
export type AuditArea = 'settings' | 'catalogue' | 'team' | 'orders' | 'templates' | 'pictures';

export interface Database {
  tenants: TenantTable;
  tenant_domains: TenantDomainTable;
  templates: TemplateTable;
  users: UserTable;
  sessions: SessionTable;
  refresh_tokens: RefreshTokenTable;
  terms: TermsTable;
  account_tokens: AccountTokenTable;
  known_devices: KnownDeviceTable;
  user_identities: UserIdentityTable;
  mail_outbox: MailOutboxTable;
  designs: DesignTable;
  suppliers: SupplierTable;
  fabrics: FabricTable;
  fabric_colours: FabricColourTable;
  contact_messages: ContactMessageTable;
  players: PlayerTable;
  list_versions: ListVersionTable;
  shop_list_versions: ShopListVersionTable;
  order_counters: OrderCounterTable;
  cart_items: CartItemTable;
  orders: OrderTable;
  order_events: OrderEventTable;
  design_handoffs: DesignHandoffTable;
  production_jobs: ProductionJobTable;
  production_charges: ProductionChargeTable;
  order_proofs: OrderProofTable;
  invoice_counters: InvoiceCounterTable;
  invoices: InvoiceTable;
  receipt_counters: ReceiptCounterTable;
  receipts: ReceiptTable;
  library_images: LibraryImageTable;
  shop_logos: ShopLogoTable;
  customer_images: CustomerImageTable;
  audit_log: AuditLogTable;
  size_collections: SizeCollectionTable;
  size_collection_entries: SizeCollectionEntryTable;
  size_collection_payments: SizeCollectionPaymentTable;
}

export type Db = Kysely<Database>;
export type TenantRow = Selectable<TenantTable>;
export type UserRow = Selectable<UserTable>;
export type SessionRow = Selectable<SessionTable>;
export type TermsRow = Selectable<TermsTable>;
export type AccountTokenRow = Selectable<AccountTokenTable>;
export type MailOutboxRow = Selectable<MailOutboxTable>;
export type DesignRow = Selectable<DesignTable>;
export type PlayerRow = Selectable<PlayerTable>;
export type OrderRow = Selectable<OrderTable>;
export type OrderEventRow = Selectable<OrderEventTable>;
export type ProductionJobRow = Selectable<ProductionJobTable>;
