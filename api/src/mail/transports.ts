import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import mimeFuncs from 'nodemailer/lib/mime-funcs';
import type { FastifyBaseLogger } from 'fastify';
import type { MailConfig } from '../config';

/** One mail as the dispatcher hands it to a transport. */
export interface OutgoingMail {
  /** The outbox row id: stable across retries, used as the Message-ID's local part. */
  id: string;
  fromName: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailTransport {
  readonly name: string;
  /** Resolves once the mail is handed over; rejects to have it retried later. */
  send(mail: OutgoingMail): Promise<void>;
  close?(): void;
}

function messageFields(mail: OutgoingMail, from: string) {
  const domain = from.split('@')[1] ?? 'teamwear.local';
  return {
    from: { name: mail.fromName, address: from },
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: `<${mail.id}@${domain}>`,
  };
}

/** SMTP through nodemailer (SMTP_URL, e.g. `smtp://user:pass@smtp.example.com:587`). */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async send(mail) {
      await transporter.sendMail(messageFields(mail, from));
    },
    close: () => transporter.close(),
  };
}

/**
 * The mail as an .eml file that stays readable as text: both parts 8bit (RFC 6152), so links and
 * codes are on one line and can be read or grepped as they are (quoted-printable would wrap them).
 */
export function composeReadableEml(mail: OutgoingMail, from: string, date = new Date()): string {
  const fields = messageFields(mail, from);
  const boundary = `teamwear-${mail.id}`;
  const header = (value: string) => mimeFuncs.encodeWords(value.replace(/[\r\n]+/g, ' '), 'Q', 0);
  const name = fields.from.name.replace(/[\r\n"\\]+/g, ' ');
  const fromName = mimeFuncs.isPlainText(name) ? `"${name}"` : header(name);
  const part = (type: string, content: string) =>
    [`--${boundary}`, `Content-Type: ${type}; charset=utf-8`, 'Content-Transfer-Encoding: 8bit', '', content, ''].join('\n');
  return [
    `From: ${fromName} <${fields.from.address}>`,
    `To: ${fields.to}`,
    `Subject: ${header(fields.subject)}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: ${fields.messageId}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    part('text/plain', fields.text),
    part('text/html', fields.html),
    `--${boundary}--`,
    '',
  ].join('\n');
}

/**
 * Development without SMTP: each mail becomes an .eml file under `dir` (open it in any mail client
 * or read it as text), and a log line says a mail was written and where. The line never carries
 * the mail's links or codes: they are live secrets (reset, unlock, sign-in), and logs travel
 * further than a data folder.
 */
export function fileTransport(dir: string, from: string, log: FastifyBaseLogger): MailTransport {
  return {
    name: 'file',
    async send(mail) {
      await fs.mkdir(dir, { recursive: true });
      const now = new Date();
      const file = path.join(dir, `${now.toISOString().replace(/[:.]/g, '-')}-${mail.id}.eml`);
      await fs.writeFile(file, composeReadableEml(mail, from, now), 'utf8');
      log.info({ file }, 'mail written');
    },
  };
}

/** Keeps mail in memory (tests, or a server with no mail configured). `failing` makes sends reject. */
export class MemoryMailTransport implements MailTransport {
  readonly name = 'memory';
  readonly sent: OutgoingMail[] = [];
  /** While set, every send rejects with this message. */
  failing: string | null = null;

  async send(mail: OutgoingMail): Promise<void> {
    if (this.failing) throw new Error(this.failing);
    this.sent.push(mail);
  }

  /** The mails sent to an address, oldest first. */
  to(address: string): OutgoingMail[] {
    return this.sent.filter((mail) => mail.to.toLowerCase() === address.toLowerCase());
  }

  /** The last mail sent to an address. */
  last(address: string): OutgoingMail | undefined {
    return this.to(address).at(-1);
  }
}

/** SMTP when SMTP_URL is set, else .eml files under DATA_DIR/mail, else memory (with a warning). */
export function transportFromConfig(config: MailConfig, log: FastifyBaseLogger): MailTransport {
  if (config.smtpUrl) return smtpTransport(config.smtpUrl, config.from);
  if (config.fileDir) return fileTransport(config.fileDir, config.from, log);
  log.warn('no SMTP_URL and no mail directory: mail is kept in memory only');
  return new MemoryMailTransport();
}
