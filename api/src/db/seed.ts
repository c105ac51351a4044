import type { ProductType } from '@teamwear/shared/contracts';
import { PRODUCT_TYPES } from '@teamwear/shared/contracts';
import { hashPassword } from '../auth/passwords';
import type { Db } from './schema';
import { withTenant } from './tenant-scope';
import { findUserByEmail } from '../auth/user-queries';
import type { TenantTx } from './tenant-scope';
import { ANGKOR_FABRICS, ensureDemoFabrics, MEKONG_FABRICS, type DemoSupplier } from './seed-fabrics';
import { ANGKOR_TEMPLATES, ensureDemoTemplates, MEKONG_TEMPLATES, type DemoTemplate } from './seed-templates';

/** The tenant's demo terms, created when it has no terms at all; returns their id and whether they are new. */
async function ensureDemoTerms(tx: TenantTx, tenantId: string, shopName: string): Promise<{ id: string; created: boolean }> {
  const existing = await tx
    .selectFrom('terms')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .orderBy('published_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (existing) return { id: existing.id, created: false };
  const created = await tx
    .insertInto('terms')
    .values({
      tenant_id: tenantId,
      version: DEMO_TERMS.version,
      title: DEMO_TERMS.title,
      body: DEMO_TERMS.body(shopName),
      published_at: DEMO_TERMS.publishedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: created.id, created: true };
}

interface DemoUser {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  roles: string[];
}

interface DemoTenant {
  slug: string;
  name: string;
  /** The host names the demo shop answers on; the first is the one its mail links use. */
  hosts: string[];
  color: string;
  initials: string;
  productTypes: readonly ProductType[];
  templates: readonly DemoTemplate[];
  settings: Record<string, unknown>;
  users: DemoUser[];
  fabrics: DemoSupplier[];
}

/** The demo shops' terms: one current version, already accepted by the demo users. */
export const DEMO_TERMS = {
  version: '2026-01',
  title: 'Terms and conditions',
  publishedAt: new Date('2026-01-01T00:00:00Z'),
  body: (shop: string) =>
    [
      `These terms apply to every design, order and account at ${shop}.`,
      '1. Your account. Keep your password to yourself; you are responsible for what is done with your account.',
      '2. Designs. You may upload only logos, images and names you have the right to use. We may refuse a design that infringes the rights of others.',
      '3. Orders. A design is produced only after you confirm it and we approve it. Prices and delivery dates are those of the confirmed order.',
      '4. Privacy. We use your details only to run your account and your orders, and mail you only as your notification settings allow.',
    ].join('\n\n'),
};

/** A small square logo: the shop's initials in white on its palette colour, as a data: URI. */
export function initialsLogo(initials: string, color: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="20" fill="${color}"/>` +
    `<text x="48" y="60" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="38" ` +
    `font-weight="700" fill="#ffffff">${initials}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

export const DEMO_TENANTS: readonly DemoTenant[] = [
  {
    slug: 'angkor',
    name: 'Angkor Athletics',
    hosts: ['localhost'],
    color: '#059669',
    initials: 'AA',
    productTypes: PRODUCT_TYPES,
    templates: ANGKOR_TEMPLATES,
    settings: {
      defaultLanguage: 'en',
      contact: {
        city: 'Siem Reap',
        country: 'Cambodia',
        email: 'hello@angkor.test',
        address: 'No. 12, Sivatha Boulevard, Svay Dangkum, Siem Reap, Cambodia',
        hours: 'Monday to Saturday, 8:00–17:30',
        phone: '+855 63 760 120',
        // What a page in Khmer shows (ShopContact.translations).
        translations: {
          kh: { address: 'ផ្ទះលេខ 12 មហាវិថីសិវុត្ថា សង្កាត់ស្វាយដង្គំ ក្រុងសៀមរាប ប្រទេសកម្ពុជា', hours: 'ថ្ងៃច័ន្ទ ដល់ ថ្ងៃសៅរ៍ ម៉ោង 8:00–17:30' },
        },
      },
    },
    fabrics: ANGKOR_FABRICS,
    users: [
      { firstName: 'Dara', lastName: 'Sok', email: 'demo@angkor.test', phone: '+855 12 345 678', password: 'Demo#2026pass', roles: [] },
      // The shop's team, one of each role (docs/product.md §15): the owner, a member of staff and the workshop.
      { firstName: 'Sophea', lastName: 'Chan', email: 'admin@angkor.test', phone: '+855 12 000 111', password: 'Admin#2026pass', roles: ['ADMIN', 'OWNER'] },
      { firstName: 'Bopha', lastName: 'Meas', email: 'staff@angkor.test', phone: '+855 12 000 222', password: 'Staff#2026pass', roles: ['ADMIN', 'STAFF'] },
      { firstName: 'Chea', lastName: 'Nov', email: 'workshop@angkor.test', phone: '+855 12 000 333', password: 'Workshop#2026pass', roles: ['ADMIN', 'PRODUCTION'] },
    ],
  },
  {
    slug: 'mekong',
    name: 'Mekong Sportswear',
    hosts: ['127.0.0.1'],
    color: '#1d4ed8',
    initials: 'MS',
    productTypes: ['SOCCER_KIT', 'POLO_SHIRT', 'TSHIRT', 'HOODIE'],
    templates: MEKONG_TEMPLATES,
    settings: {
      defaultLanguage: 'en',
      contact: {
        city: 'Phnom Penh',
        country: 'Cambodia',
        email: 'hello@mekong.test',
        address: 'No. 88, Street 51, Boeung Keng Kang 1, Phnom Penh, Cambodia',
        hours: 'Monday to Friday, 9:00–18:00; Saturday, 9:00–12:00',
        phone: '+855 23 990 451',
        translations: {
          kh: { address: 'ផ្ទះលេខ 88 ផ្លូវលេខ 51 សង្កាត់បឹងកេងកង 1 រាជធានីភ្នំពេញ ប្រទេសកម្ពុជា', hours: 'ថ្ងៃច័ន្ទ ដល់ ថ្ងៃសុក្រ ម៉ោង 9:00–18:00; ថ្ងៃសៅរ៍ ម៉ោង 9:00–12:00' },
        },
      },
      // A shop's own prices: cheaper in bulk, delivery free in Phnom Penh.
      prices: {
        currency: 'USD',
        products: {
          SOCCER_KIT: { tiers: [{ minQuantity: 1, unitCents: 2500 }, { minQuantity: 10, unitCents: 2200 }, { minQuantity: 25, unitCents: 1900 }] },
          POLO_SHIRT: { tiers: [{ minQuantity: 1, unitCents: 1600 }, { minQuantity: 10, unitCents: 1400 }, { minQuantity: 25, unitCents: 1200 }] },
          TSHIRT: { tiers: [{ minQuantity: 1, unitCents: 1000 }, { minQuantity: 10, unitCents: 850 }, { minQuantity: 25, unitCents: 700 }] },
          HOODIE: { tiers: [{ minQuantity: 1, unitCents: 3000 }, { minQuantity: 10, unitCents: 2600 }, { minQuantity: 25, unitCents: 2300 }] },
        },
        nameCents: 250,
        numberCents: 150,
        deliveryCents: 0,
      },
      // A shop's own chart: Mekong prints numbers up to 999 and sells no 5XL.
      sizes: {
        groups: [
          { id: 'adult', sizes: ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL'] },
          { id: 'kids', sizes: ['4Y', '6Y', '8Y', '10Y', '12Y', '14Y'] },
        ],
        numberRange: { min: 0, max: 999 },
      },
    },
    fabrics: MEKONG_FABRICS,
    users: [
      { firstName: 'Vanna', lastName: 'Keo', email: 'demo@mekong.test', phone: '+855 17 222 333', password: 'Demo#2026pass', roles: [] },
      { firstName: 'Rithy', lastName: 'Lim', email: 'admin@mekong.test', phone: '+855 17 444 555', password: 'Admin#2026pass', roles: ['ADMIN', 'OWNER'] },
    ],
  },
];

/**
 * A demo shop seeded earlier gets what later versions added to its settings, where it has none:
 * the demo contact details and size chart. Its public origin (where its mail links point) follows
 * the port the local product is served on (`DEMO_PORT`), and so do the origins of the demo partner
 * site allowed to embed its studio (`DEMO_PARTNER_PORT`). Whatever else the shop already has stays.
 */
async function ensureDemoSettings(
  db: Db,
  tenant: { id: string; settings: Record<string, unknown> },
  demo: DemoTenant,
  publicOrigin: string,
  partnerOrigins: string[],
): Promise<void> {
  const contact = (tenant.settings.contact ?? {}) as Record<string, unknown>;
  const demoContact = (demo.settings.contact ?? {}) as Record<string, unknown>;
  const settings: Record<string, unknown> = {
    ...tenant.settings,
    publicOrigin,
    contact: { ...demoContact, ...contact },
    embed: { allowedOrigins: partnerOrigins },
  };
  for (const key of ['sizes', 'prices'] as const) {
    if (demo.settings[key] && !tenant.settings[key]) settings[key] = demo.settings[key];
  }
  if (JSON.stringify(settings) === JSON.stringify(tenant.settings)) return;
  await db.updateTable('tenants').set({ settings: JSON.stringify(settings) }).where('id', '=', tenant.id).execute();
}

export interface DemoSeedOptions {
  /** The port the local gateway serves the demo shops on (their mail links point there). */
  port?: number;
  /** The port of the demo partner site (deploy/examples/partner.html) that may embed the studio. */
  partnerPort?: number;
}

/** The origins of the demo partner site, on both demo host names. */
const demoPartnerOrigins = (partnerPort: number) => [`http://localhost:${partnerPort}`, `http://127.0.0.1:${partnerPort}`];

const demoOrigin = (demo: DemoTenant, port: number) => `http://${demo.hosts[0] ?? 'localhost'}:${port}`;

export interface SeedOutcome {
  createdTenants: string[];
  createdUsers: string[];
  /** Demo templates of an older database whose empty document was filled in. */
  filledTemplates: number;
}

/**
 * Creates the demo tenants, their hosts, templates and users where absent; existing rows are left
 * alone, except demo templates still without a document (seeded before templates had looks) and the
 * settings ensureDemoSettings keeps current. Only for a local or test product that asks for it
 * (`DEMO_DATA=on`, which `npm start` sets): the demo shops answer on localhost and 127.0.0.1 and
 * their users' passwords are published in the README.
 */
export async function seedDemoData(db: Db, options: DemoSeedOptions = {}): Promise<SeedOutcome> {
  const outcome: SeedOutcome = { createdTenants: [], createdUsers: [], filledTemplates: 0 };
  const port = options.port ?? 3000;
  const partnerOrigins = demoPartnerOrigins(options.partnerPort ?? 3005);
  for (const demo of DEMO_TENANTS) {
    let tenant = await db.selectFrom('tenants').select(['id', 'settings']).where('slug', '=', demo.slug).executeTakeFirst();
    const isNew = !tenant;
    if (tenant) await ensureDemoSettings(db, tenant, demo, demoOrigin(demo, port), partnerOrigins);
    tenant ??= await db
      .insertInto('tenants')
      .values({
        slug: demo.slug,
        name: demo.name,
        logo: initialsLogo(demo.initials, demo.color),
        palette_color: demo.color,
        product_types: [...demo.productTypes],
        settings: JSON.stringify({ ...demo.settings, publicOrigin: demoOrigin(demo, port), embed: { allowedOrigins: partnerOrigins } }),
      })
      .returning(['id', 'settings'])
      .executeTakeFirstOrThrow();
    const tenantId = tenant.id;
    if (isNew) outcome.createdTenants.push(demo.slug);

    await db
      .insertInto('tenant_domains')
      .values(demo.hosts.map((host) => ({ host, tenant_id: tenantId })))
      .onConflict((oc) => oc.column('host').doNothing())
      .execute();

    await withTenant(db, tenantId, async (tx) => {
      const templates = await ensureDemoTemplates(tx, tenantId, demo.templates, isNew);
      if (!isNew) outcome.filledTemplates += templates;
      await ensureDemoFabrics(tx, tenantId, demo.fabrics);
      const terms = await ensureDemoTerms(tx, tenantId, demo.name);
      for (const user of demo.users) {
        const existing = await findUserByEmail(tx, tenantId, user.email);
        if (existing) {
          // Demo users of a database seeded before terms existed have accepted the demo terms too.
          if (terms.created && !existing.accepted_terms_id) {
            await tx.updateTable('users').set({ accepted_terms_id: terms.id, terms_accepted_at: new Date() }).where('id', '=', existing.id).execute();
          }
          // Their (made-up) addresses count as confirmed, also in a database from before confirmation.
          if (!existing.email_verified_at) {
            await tx.updateTable('users').set({ email_verified_at: new Date() }).where('id', '=', existing.id).execute();
          }
          continue;
        }
        await tx
          .insertInto('users')
          .values({
            tenant_id: tenantId,
            first_name: user.firstName,
            last_name: user.lastName,
            phone: user.phone,
            email: user.email,
            password_hash: await hashPassword(user.password),
            roles: user.roles,
            accepted_terms_id: terms.id,
            terms_accepted_at: new Date(),
            updated_at: new Date(),
            email_verified_at: new Date(),
          })
          .execute();
        outcome.createdUsers.push(user.email);
      }
    });
  }
  return outcome;
}

/** Maps extra hosts (TENANT_HOSTS) to tenants by slug; returns the slugs that matched no tenant. */
export async function mapTenantHosts(db: Db, hosts: Record<string, string>): Promise<string[]> {
  const unknown: string[] = [];
  for (const [host, slug] of Object.entries(hosts)) {
    const tenant = await db.selectFrom('tenants').select('id').where('slug', '=', slug).executeTakeFirst();
    if (!tenant) {
      unknown.push(slug);
      continue;
    }
    await db
      .insertInto('tenant_domains')
      .values({ host, tenant_id: tenant.id })
      .onConflict((oc) => oc.column('host').doUpdateSet({ tenant_id: tenant.id }))
      .execute();
  }
  return unknown;
}
