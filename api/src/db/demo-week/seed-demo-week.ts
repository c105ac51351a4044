import { sql } from 'kysely';
import { applyTemplate, createDesign, updateLayer, type Design, type TemplateDesign } from '@teamwear/design';
import { designSchema } from '@teamwear/design/schemas';
import { ADMIN_ROLE, ProductType, sizesOf, type OrderStatus, type PaymentMethod } from '@teamwear/shared/contracts';
import { hasShorts } from '@teamwear/shared/orders';
import { SLUG_BY_PRODUCT_TYPE } from '@teamwear/shared/tenant';
import { hashPassword } from '../../auth/passwords';
import type { Clock } from '../../clock';
import { insertDesign, type DesignOwner } from '../../designs/design-queries';
import { approveProof, moveOrder, recordPayment, type OrderChangeActor } from '../../orders/order-moves';
import { insertPlacedOrder } from '../../orders/order-placing';
import type { PrintFilesQueue } from '../../orders/print-files-queue';
import { insertPlayers } from '../../players/player-queries';
import { renderDesignPicture } from '../../production/render/render-print-file';
import { sizeChartOf } from '../../tenancy/tenant-settings';
import type { Db, OrderRow, TenantRow } from '../schema';
import { withTenant, type TenantTx } from '../tenant-scope';
import { DEMO_WEEKS, NOTES, PAYMENTS, PLAYER_NAMES, SHIPMENTS, type DemoCustomer, type DemoOrderPlan, type DemoWeek } from './demo-week-data';

/**
 * The demo shops' week (issue 35): customers with designs in several garments, rosters with Khmer
 * and Latin names, and orders in every status with their timelines, payments, proofs and notes, so
 * that the back office and the customer app open on a living shop. Only with `DEMO_DATA=on`
 * (prepareDatabase), once per shop: a shop that has the week's first customer is left alone, and
 * each shop's week is written in one transaction, so a failure leaves none of it.
 *
 * Written through the product's own code: designs are the shop's templates applied by
 * @teamwear/design and checked by its schema; orders are placed by insertPlacedOrder (the price,
 * snapshot and `placed` event of a customer's order) and moved by moveOrder, recordPayment and
 * approveProof (the life cycle's rules, dates and events), each at its moment of the week. Two
 * things are left out on purpose: no print files are queued (the first start would otherwise
 * draw some twenty orders' files in the background: the back office's "Make the files again"
 * makes them when wanted), and the mail those moves queue is dropped (nobody is mailed about a
 * week that did not happen). The customers sign in with the published demo password (README).
 */

export const DEMO_WEEK_PASSWORD = 'Demo#2026pass';

export interface DemoWeekOutcome {
  /** Shops whose week was seeded now, with what it made. */
  seeded: { slug: string; customers: number; designs: number; players: number; orders: number }[];
}

export interface DemoWeekOptions {
  /** The moment the week ends (now). */
  now?: Date;
}

const HOUR = 3_600_000;

/** Print files are not made for a week that is only shown (see above). */
const NO_PRINT_FILES: PrintFilesQueue = { queue: async () => undefined, drop: async () => undefined, wake: () => undefined };

/** A clock that says one moment: each change of the week is written at its own time. */
const at = (moment: Date): Clock => ({ now: () => moment });

/** A small deterministic sequence, so two seeds of the week look alike (mulberry32). */
function sequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Seeds every demo shop's week that is not there yet. */
export async function seedDemoWeek(db: Db, options: DemoWeekOptions = {}): Promise<DemoWeekOutcome> {
  const now = options.now ?? new Date();
  const outcome: DemoWeekOutcome = { seeded: [] };
  // One hash for every demo customer: the published password, hashed once per start (argon2 costs ~50 ms).
  let passwordHash: Promise<string> | undefined;
  for (const [slug, week] of Object.entries(DEMO_WEEKS)) {
    const tenant = await db.selectFrom('tenants').selectAll().where('slug', '=', slug).executeTakeFirst();
    const first = week.customers[0];
    if (!tenant || !first) continue;
    const seeded = await withTenant(db, tenant.id, async (tx) => {
      const existing = await tx.selectFrom('users').select('id').where('tenant_id', '=', tenant.id).where(sql<boolean>`lower(email) = lower(${first.email})`).executeTakeFirst();
      if (existing) return null;
      passwordHash ??= hashPassword(DEMO_WEEK_PASSWORD);
      return seedShopWeek(tx, tenant, week, { now, passwordHash: await passwordHash, random: sequence(slug.length * 7919 + 35) });
    });
    if (seeded) outcome.seeded.push({ slug, ...seeded });
  }
  return outcome;
}

interface WeekContext {
  now: Date;
  passwordHash: string;
  random: () => number;
}

async function seedShopWeek(tx: TenantTx, tenant: TenantRow, week: DemoWeek, context: WeekContext) {
  const { now } = context;
  const staff = await tx
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name'])
    .where('tenant_id', '=', tenant.id)
    .where(sql<boolean>`${ADMIN_ROLE} = any(roles)`)
    .orderBy('created_at')
    .executeTakeFirstOrThrow();
  const shop: OrderChangeActor = { kind: 'provider', userId: staff.id, name: `${staff.first_name} ${staff.last_name}`.trim() };
  const terms = await tx.selectFrom('terms').select('id').where('tenant_id', '=', tenant.id).orderBy('published_at', 'desc').limit(1).executeTakeFirst();
  const templates = await tx.selectFrom('templates').select(['id', 'name', 'type', 'document']).where('tenant_id', '=', tenant.id).execute();
  const sizes = sizesOf(sizeChartOf(tenant));
  const adultSizes = sizes.filter((size) => !/Y$/.test(size));
  const counts = { customers: 0, designs: 0, players: 0, orders: 0 };

  const people: { owner: DesignOwner; customer: DemoCustomer; designIds: string[]; playerIds: string[] }[] = [];
  for (const customer of week.customers) {
    const joined = new Date(now.getTime() - customer.joinedDaysAgo * 24 * HOUR);
    const user = await tx
      .insertInto('users')
      .values({
        tenant_id: tenant.id,
        first_name: customer.firstName,
        last_name: customer.lastName,
        phone: customer.phone,
        email: customer.email,
        password_hash: context.passwordHash,
        roles: [],
        language: customer.language,
        accepted_terms_id: terms?.id ?? null,
        terms_accepted_at: terms ? joined : null,
        email_verified_at: customer.confirmed ? joined : null,
        created_at: joined,
        updated_at: joined,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const owner = { tenantId: tenant.id, userId: user.id };
    counts.customers += 1;

    const designIds: string[] = [];
    for (const [index, templateName] of customer.designs.entries()) {
      const template = templates.find((candidate) => candidate.name === templateName);
      const type = ProductType.safeParse(template?.type);
      if (!template || !type.success || !tenant.product_types.includes(type.data)) continue;
      // Made a few days after they joined, the later ones later.
      const made = new Date(joined.getTime() + (index + 1) * (6 + context.random() * 30) * HOUR);
      const document = designFromTemplate(SLUG_BY_PRODUCT_TYPE[type.data], customer.team, { id: template.id, design: template.document as TemplateDesign }, made);
      const name = designName(customer, index, templateName);
      // The newest ones were saved in the studio, which stores a picture of the front with each save.
      const thumbnail = index >= customer.designs.length - (customer.storedPictures ?? 0) ? await storedPicture(document) : null;
      const row = await insertDesign(tx, owner, { product: document.product, name, document, thumbnail, now: made });
      designIds.push(row.id);
      counts.designs += 1;
    }

    const players = Array.from({ length: customer.roster }, (_, index) => ({
      name: PLAYER_NAMES[(index * 3 + customer.email.length) % PLAYER_NAMES.length] ?? `PLAYER ${index + 1}`,
      number: index === 0 ? 1 : index + 3 + (index % 4 === 0 ? 10 : 0),
      size: adultSizes[(index * 5 + customer.roster) % Math.min(adultSizes.length, 6)] ?? 'M',
      team: customer.team.slice(0, 40),
    }));
    const playerIds = await insertPlayers(tx, owner, players, new Date(joined.getTime() + 2 * HOUR));
    counts.players += playerIds.length;
    people.push({ owner, customer, designIds, playerIds });
  }

  for (const [index, plan] of week.orders.entries()) {
    const person = people[plan.customer];
    const designId = person?.designIds[plan.design ?? 0];
    if (!person || !designId) continue;
    await placeAndMove(tx, tenant, shop, person, designId, plan, index, context);
    counts.orders += 1;
  }

  // The mail the week's moves queued, written in this transaction (now() is its start): nobody is mailed about it.
  await tx.deleteFrom('mail_outbox').where('tenant_id', '=', tenant.id).where(sql<boolean>`created_at = now()`).execute();
  return counts;
}

/** A customer's design is named after the team: home and away for two, the template beside it for more. */
function designName(customer: DemoCustomer, index: number, templateName: string): string {
  const { team, designs } = customer;
  if (designs.length === 1) return team.slice(0, 100);
  if (designs.length === 2) return `${team} ${index === 0 ? 'home' : 'away'}`.slice(0, 100);
  return `${team} ${templateName}`.slice(0, 100);
}

/** The side of the picture the studio stores with a save (a small PNG for the lists). */
const STORED_PICTURE_PIXELS = 240;

/** The front of a design as a PNG data URL, as the studio stores one: drawn by the API's renderer. */
async function storedPicture(document: Design): Promise<string> {
  const png = await renderDesignPicture(document, 'front', STORED_PICTURE_PIXELS);
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** A design as the studio makes one from a template: the template's look on the garment, the team's name on it. */
export function designFromTemplate(product: Design['product'], team: string, template: { id: string; design: TemplateDesign }, made: Date): Design {
  const blank = { ...createDesign(product, made.toISOString()), teamName: team };
  let design = applyTemplate(blank, { template: { id: template.id, product, design: template.design } });
  const teamText = design.layers.find((layer) => layer.kind === 'text');
  if (teamText) design = updateLayer(design, { id: teamText.id, props: { text: team.toUpperCase() } });
  // What the API reads back is what the studio would have saved: the strict schema, or no seed.
  return designSchema().parse(design);
}

interface Step {
  kind: 'move' | 'proof' | 'payment';
  to?: OrderStatus;
  actor: 'shop' | 'customer';
  hoursAfter: number;
  note: string;
  /** A payment: the share of the grand total (1: all that is still owed), and how it was paid. */
  share?: number;
  payment?: { method: PaymentMethod; reference: string };
  /** Going on its way: the carrier and the tracking reference. */
  shipment?: { carrier: string; trackingReference: string };
}

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

/** The steps an order took to its status, hours apart, with what was written on each. */
function stepsTo(plan: DemoOrderPlan, index: number, random: () => number): Step[] {
  const gap = (low: number, high: number) => low + random() * (high - low);
  const steps: Step[] = [];
  const reach = (status: OrderStatus) => ORDER_PATH.indexOf(plan.status) >= ORDER_PATH.indexOf(status);
  if (plan.status === 'REJECTED') return [{ kind: 'move', to: 'REJECTED', actor: 'shop', hoursAfter: gap(3, 12), note: pick(NOTES.REJECTED, index) }];
  if (plan.status === 'CANCELED' && plan.canceledBy === 'customer') {
    return [{ kind: 'move', to: 'CANCELED', actor: 'customer', hoursAfter: gap(1, 8), note: pick(NOTES.CANCELED_BY_CUSTOMER, index) }];
  }
  if (plan.status === 'REVIEWING') {
    return plan.proofApproved ? [{ kind: 'proof', actor: 'customer', hoursAfter: gap(0.5, 2), note: pick(NOTES.PROOF, index) }] : [];
  }
  steps.push({ kind: 'move', to: 'APPROVED', actor: 'shop', hoursAfter: gap(2, 16), note: pick(NOTES.APPROVED, index) });
  const deposit = plan.paid === 'deposit' || plan.paid === 'full';
  if (deposit) {
    const { note, ...payment } = pick(PAYMENTS.deposit, index);
    steps.push({ kind: 'payment', actor: 'shop', hoursAfter: gap(1, 6), note, payment, share: plan.paid === 'full' && plan.status === 'APPROVED' ? 1 : 0.5 });
  }
  const proof = plan.proofApproved ?? reach('PROCESSING');
  if (proof) steps.push({ kind: 'proof', actor: 'customer', hoursAfter: gap(2, 10), note: pick(NOTES.PROOF, index) });
  if (plan.status === 'CANCELED') return [...steps, { kind: 'move', to: 'CANCELED', actor: 'shop', hoursAfter: gap(4, 12), note: pick(NOTES.CANCELED_BY_SHOP, index) }];
  if (reach('PROCESSING')) steps.push({ kind: 'move', to: 'PROCESSING', actor: 'shop', hoursAfter: gap(4, 20), note: pick(NOTES.PROCESSING, index) });
  if (reach('READY')) steps.push({ kind: 'move', to: 'READY', actor: 'shop', hoursAfter: gap(40, 72), note: pick(NOTES.READY, index) });
  if (plan.paid === 'full' && reach('READY')) {
    const { note, ...payment } = pick(PAYMENTS.balance, index);
    steps.push({ kind: 'payment', actor: 'shop', hoursAfter: gap(1, 20), note, payment, share: 1 });
  }
  if (reach('ON_THE_WAY')) {
    const { note, ...shipment } = pick(SHIPMENTS, index);
    steps.push({ kind: 'move', to: 'ON_THE_WAY', actor: 'shop', hoursAfter: gap(6, 24), note, shipment });
  }
  if (reach('COMPLETED')) steps.push({ kind: 'move', to: 'COMPLETED', actor: 'customer', hoursAfter: gap(20, 48), note: pick(NOTES.COMPLETED, index) });
  return steps;
}

const ORDER_PATH: readonly OrderStatus[] = ['REVIEWING', 'APPROVED', 'PROCESSING', 'READY', 'ON_THE_WAY', 'COMPLETED'];

/** Places one order of the plan at its hour, then takes it along its steps, each at its own hour before now. */
async function placeAndMove(
  tx: TenantTx,
  tenant: TenantRow,
  shop: OrderChangeActor,
  person: { owner: DesignOwner; customer: DemoCustomer; playerIds: string[] },
  designId: string,
  plan: DemoOrderPlan,
  index: number,
  context: WeekContext,
): Promise<void> {
  const placedAt = new Date(context.now.getTime() - plan.placedHoursAgo * HOUR);
  const design = await tx.selectFrom('designs').select('product').where('tenant_id', '=', tenant.id).where('id', '=', designId).executeTakeFirstOrThrow();
  const shorts = hasShorts(design.product as Design['product']);
  const roster = await tx
    .selectFrom('players')
    .select(['id', 'size'])
    .where('tenant_id', '=', tenant.id)
    .where('id', 'in', person.playerIds.length ? person.playerIds : ['00000000-0000-0000-0000-000000000000'])
    .execute();
  const players = roster.slice(0, plan.players).map((player) => ({ playerId: player.id, size: player.size, ...(shorts ? { shortsSize: player.size } : {}) }));
  if (players.length === 0) return;
  let order: OrderRow = await insertPlacedOrder(
    tx,
    person.owner,
    tenant,
    {
      designId,
      players,
      extras: (plan.extras ?? []).map((extra) => ({ ...extra, ...(shorts ? { shortsSize: extra.size } : {}) })),
      address: person.customer.address,
      phone: person.customer.phone,
      note: plan.note ?? '',
    },
    { idempotencyKey: `demo-week-${index}`, requestHash: 'demo-week', now: placedAt },
  );

  const steps = stepsTo(plan, index, context.random);
  // The steps fit between the placing and an hour ago, however long the plan says they took.
  const total = steps.reduce((sum, step) => sum + step.hoursAfter, 0);
  const room = Math.max(plan.placedHoursAgo - 1, 0.5);
  const scale = total > room ? room / total : 1;
  let moment = placedAt.getTime();
  const customer: OrderChangeActor = { kind: 'customer', userId: person.owner.userId, name: null };
  for (const step of steps) {
    moment += step.hoursAfter * scale * HOUR;
    const clock = at(new Date(moment));
    const actor = step.actor === 'shop' ? shop : customer;
    if (step.kind === 'proof') order = await approveProof(tx, clock, tenant, order, actor, step.note);
    else if (step.kind === 'payment') {
      const owed = order.grand_total_cents - order.paid_amount_cents;
      const amount = step.share === 1 ? owed : Math.round((order.grand_total_cents * (step.share ?? 0.5)) / 100) * 100;
      const paid = { method: step.payment?.method ?? 'cash', reference: step.payment?.reference ?? '', note: step.note };
      if (amount > 0) order = await recordPayment(tx, clock, tenant, order, { amountCents: Math.min(amount, owed), ...paid }, actor);
    } else if (step.to) {
      order = (await moveOrder(tx, { clock, printFiles: NO_PRINT_FILES }, tenant, order, step.to, actor, step.note, step.shipment ? { shipment: step.shipment } : {})).order;
    }
  }
}
