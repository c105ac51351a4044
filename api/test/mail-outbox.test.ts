import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { withTenant } from '../src/db/tenant-scope';
import { MailDispatcher } from '../src/mail/dispatcher';
import { enqueueMail } from '../src/mail/outbox';
import { composeReadableEml, fileTransport, MemoryMailTransport } from '../src/mail/transports';
import { createTestApp, registerUser, tenantIdOf, TENANT_ONE_HOST, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ rateLimit: false });
});
afterAll(async () => {
  await ctx.close();
});

/** A logger that keeps what it is given. */
function recordingLogger(lines: string[] = []): FastifyBaseLogger {
  const record = (obj: unknown, msg?: string) => lines.push(JSON.stringify({ ...(obj as object), msg }));
  const log = { info: record, warn: record, error: record, debug: () => undefined, child: () => log };
  return log as unknown as FastifyBaseLogger;
}
const silent = recordingLogger();

async function outboxFor(to: string) {
  return ctx.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).execute();
}

describe('mail outbox', () => {
  it('is written in the same transaction as its cause: a rolled-back change sends nothing', async () => {
    const tenantId = await tenantIdOf(ctx.db, 'angkor');
    await expect(
      withTenant(ctx.db, tenantId, async (tx) => {
        await enqueueMail(tx, ctx.clock, { tenantId, fromName: 'Angkor Athletics', to: 'rollback@example.test', subject: 's', text: 't', html: 'h' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await outboxFor('rollback@example.test')).toHaveLength(0);
  });

  it('keeps a mail the transport refused and retries it with backoff until it is sent', async () => {
    const user = await registerUser(ctx.app, TENANT_ONE_HOST);
    ctx.mail.failing = 'SMTP 421 try later';
    await ctx.deliver();
    let [row] = await outboxFor(user.email);
    expect(row).toMatchObject({ attempts: 1, sent_at: null, last_error: 'SMTP 421 try later' });
    const firstRetry = (row?.next_attempt_at.getTime() ?? 0) - ctx.clock.now().getTime();
    expect(firstRetry).toBeGreaterThan(25_000);
    expect(firstRetry).toBeLessThanOrEqual(30_000);

    await ctx.deliver(); // not due yet: not even tried
    expect((await outboxFor(user.email))[0]?.attempts).toBe(1);

    ctx.clock.advance(31_000);
    await ctx.deliver(); // due, fails again: the wait doubles
    [row] = await outboxFor(user.email);
    expect(row?.attempts).toBe(2);
    const secondRetry = (row?.next_attempt_at.getTime() ?? 0) - ctx.clock.now().getTime();
    expect(secondRetry).toBeGreaterThan(55_000);
    expect(secondRetry).toBeLessThanOrEqual(60_000);

    ctx.mail.failing = null;
    ctx.clock.advance(61_000);
    await ctx.deliver();
    [row] = await outboxFor(user.email);
    expect(row).toMatchObject({ attempts: 3, last_error: null });
    expect(row?.sent_at).toBeInstanceOf(Date);
    expect(ctx.mail.to(user.email)).toHaveLength(1);

    await ctx.deliver(); // sent once only
    expect(ctx.mail.to(user.email)).toHaveLength(1);
  });

  it('picks up a mail whose sender died mid-send once its lease ends', async () => {
    const user = await registerUser(ctx.app, TENANT_ONE_HOST);
    // A claim without a send: what a crash between claim and send leaves behind.
    await ctx.db.updateTable('mail_outbox').set({ attempts: 1, next_attempt_at: new Date(ctx.clock.now().getTime() + 120_000) }).where('to_address', '=', user.email).execute();
    await ctx.deliver();
    expect(ctx.mail.to(user.email)).toHaveLength(0);
    ctx.clock.advance(121_000);
    await ctx.deliver();
    expect(ctx.mail.to(user.email)).toHaveLength(1);
  });

  it('sends soon after a request queues mail when the dispatcher loop runs', async () => {
    const transport = new MemoryMailTransport();
    const dispatcher = new MailDispatcher(ctx.db, transport, ctx.clock, silent, { pollIntervalMs: 60_000 });
    dispatcher.start();
    try {
      const tenantId = await tenantIdOf(ctx.db, 'angkor');
      await withTenant(ctx.db, tenantId, (tx) =>
        enqueueMail(tx, ctx.clock, { tenantId, fromName: 'Angkor Athletics', to: 'loop@example.test', subject: 'Loop', text: 'x', html: 'x' }),
      );
      dispatcher.kick();
      for (let i = 0; i < 100 && transport.to('loop@example.test').length === 0; i += 1) await new Promise((r) => setTimeout(r, 20));
      expect(transport.to('loop@example.test')).toHaveLength(1);
    } finally {
      await dispatcher.stop();
    }
  });

  it('without SMTP writes .eml files and logs that a mail was written, never its links or codes', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'teamwear-mail-'));
    const lines: string[] = [];
    const log = recordingLogger(lines);
    try {
      const transport = fileTransport(dir, 'no-reply@teamwear.local', log);
      await transport.send({
        id: '3b241101-e2bb-4255-8caf-4136c566a962',
        fromName: 'Angkor Athletics',
        to: 'file@example.test',
        subject: 'Reset your Angkor Athletics password',
        text: 'Reset password: http://localhost/auth/resetpassword?token=abc',
        html: '<p><a href="http://localhost/auth/resetpassword?token=abc">Reset password</a></p>',
      });
      const [file] = await fs.readdir(dir);
      expect(file).toMatch(/\.eml$/);
      const eml = await fs.readFile(path.join(dir, file ?? ''), 'utf8');
      expect(eml).toContain('To: file@example.test');
      expect(eml).toContain('From: "Angkor Athletics" <no-reply@teamwear.local>');
      expect(eml).toContain('Content-Transfer-Encoding: 8bit');
      expect(eml).toContain('http://localhost/auth/resetpassword?token=abc');
      expect(lines.join('')).toContain('mail written');
      expect(lines.join('')).toContain(file ?? '');
      expect(lines.join('')).not.toContain('token=abc');
      expect(lines.join('')).not.toContain('Reset your');
      // A non-ASCII sender name and subject are encoded words.
      const khmer = composeReadableEml({ id: 'x', fromName: 'អង្គរ', to: 'a@example.test', subject: 'សួស្តី', text: 't', html: 'h' }, 'n@x.test');
      expect(khmer).toMatch(/^From: =\?UTF-8\?Q\?.+\?= <n@x\.test>$/im);
      expect(khmer).toMatch(/^Subject: =\?UTF-8\?Q\?/im);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
