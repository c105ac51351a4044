import { MessageResponse } from '@teamwear/shared/contracts';
import { withTenant } from '../src/db/tenant-scope';
import { createTestApp, tenantIdOf, TENANT_ONE_HOST, TENANT_TWO_HOST, writeBehindTheApi, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ rateLimit: false });
});
afterAll(async () => {
  await ctx.close();
});

const send = (payload: Record<string, unknown>, host = TENANT_ONE_HOST, app = ctx.app) =>
  app.inject({ method: 'POST', url: '/api/contact', headers: { host, 'x-forwarded-for': '203.0.113.7' }, payload });

const valid = { contact: 'coach@example.test', subject: 'Kits for 18 players', message: 'Hello,\nwe need 18 kits by May.\nThanks' };

async function storedMessages(slug: string) {
  const tenantId = await tenantIdOf(ctx.db, slug);
  return withTenant(ctx.db, tenantId, (tx) => tx.selectFrom('contact_messages').selectAll().orderBy('created_at').execute());
}

describe('POST /api/contact', () => {
  it('stores the message, thanks the visitor and mails the shop', async () => {
    const response = await send(valid);
    expect(response.statusCode).toBe(201);
    expect(MessageResponse.parse(response.json())).toEqual({ message: 'Thank you for contacting us!' });

    const stored = await storedMessages('angkor');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ contact: valid.contact, subject: valid.subject, message: valid.message });
    expect(stored[0]?.ip).toEqual(expect.any(String));
    expect(await storedMessages('mekong')).toHaveLength(0);

    await ctx.deliver();
    const mail = ctx.mail.last('hello@angkor.test');
    expect(mail?.subject).toBe('Contact form: Kits for 18 players');
    expect(mail?.fromName).toBe('Angkor Athletics');
    expect(mail?.text).toContain('From: coach@example.test');
    expect(mail?.text).toContain('we need 18 kits by May.');
    expect(mail?.html).toContain('<blockquote style="white-space:pre-wrap">Hello,\nwe need 18 kits by May.\nThanks</blockquote>');
  });

  it("mails each shop's own address", async () => {
    expect((await send({ ...valid, contact: '+855 12 345 678' }, TENANT_TWO_HOST)).statusCode).toBe(201);
    await ctx.deliver();
    expect(ctx.mail.last('hello@mekong.test')?.text).toContain('From: +855 12 345 678');
  });

  it('validates every field with its message, and keeps nothing', async () => {
    const before = (await storedMessages('angkor')).length;
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{}, { contact: 'Contact is required', subject: 'Subject is required', message: 'Message is required' }],
      [{ ...valid, contact: '   ' }, { contact: 'Contact is required' }],
      [{ ...valid, contact: 'call me maybe' }, { contact: 'Enter an email address or a phone number' }],
      [{ ...valid, subject: 'x'.repeat(201) }, { subject: 'At most 200 characters' }],
      [{ ...valid, message: 'x'.repeat(5001) }, { message: 'At most 5000 characters' }],
      [{ ...valid, message: 42 }, { message: 'Message is required' }],
    ];
    for (const [payload, fields] of cases) {
      const response = await send(payload);
      expect([response.statusCode, response.json()]).toEqual([400, expect.objectContaining({ code: 'VALIDATION_FAILED', fields })]);
    }
    expect(await storedMessages('angkor')).toHaveLength(before);
  });

  it('refuses a subject with line breaks (a mail header injection) or escapes; a message keeps its lines', async () => {
    const before = (await storedMessages('angkor')).length;
    for (const subject of ['Hi\r\nBcc: victim@example.test', 'Hi\u001b]52;c;eA==\u0007']) {
      const response = await send({ ...valid, subject });
      expect([response.statusCode, response.json()]).toEqual([400, expect.objectContaining({ message: 'Subject cannot contain control characters', fields: { subject: 'Subject cannot contain control characters' } })]);
    }
    expect(await storedMessages('angkor')).toHaveLength(before);
    expect((await send({ ...valid, message: 'Two\nlines\tand a tab' })).statusCode).toBe(201);
    await ctx.deliver();
    expect((await send({ ...valid, message: 'Hi\u001b[2J' })).json()).toMatchObject({ fields: { message: 'Message cannot contain control characters' } });
  });

  it('stores the message without mail when the shop has no contact address', async () => {
    const tenant = await ctx.db.selectFrom('tenants').select(['id', 'settings']).where('slug', '=', 'mekong').executeTakeFirstOrThrow();
    await writeBehindTheApi(ctx.db, () =>
      ctx.db.updateTable('tenants').set({ settings: JSON.stringify({ ...tenant.settings, contact: {} }) }).where('id', '=', tenant.id).execute(),
    );
    try {
      const sentBefore = ctx.mail.sent.length;
      expect((await send({ ...valid, subject: 'No inbox' }, TENANT_TWO_HOST)).statusCode).toBe(201);
      await ctx.deliver();
      expect(ctx.mail.sent.length).toBe(sentBefore);
      expect((await storedMessages('mekong')).map((row) => row.subject)).toContain('No inbox');
    } finally {
      await writeBehindTheApi(ctx.db, () => ctx.db.updateTable('tenants').set({ settings: JSON.stringify(tenant.settings) }).where('id', '=', tenant.id).execute());
    }
  });

  it('is rate-limited per client', async () => {
    const limited = await createTestApp({ rateLimit: { anonymousPerMinute: 100, signInPerMinute: 100, accountMailPerMinute: 2 } });
    try {
      expect((await send(valid, TENANT_ONE_HOST, limited.app)).statusCode).toBe(201);
      expect((await send(valid, TENANT_ONE_HOST, limited.app)).statusCode).toBe(201);
      const third = await send(valid, TENANT_ONE_HOST, limited.app);
      expect(third.statusCode).toBe(429);
      expect(third.json().code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});
