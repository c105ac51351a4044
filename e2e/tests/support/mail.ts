import fs from 'node:fs/promises';
import path from 'node:path';

/** Where the product under test writes its mail (.eml files; no SMTP in the e2e run). */
function mailDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the tests through playwright.config.ts');
  return path.join(dataDir, 'mail');
}

/**
 * The newest mail to an address whose text has a link to `linkPath`, waiting for the API's mail
 * dispatcher (it sends every few seconds); answers that link.
 */
export async function linkMailedTo(address: string, linkPath: string, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const pattern = new RegExp(`https?://[^\\s"<>]+${linkPath.replace(/[/?]/g, '\\$&')}\\?token=[A-Za-z0-9_-]+`);
  while (Date.now() < deadline) {
    const names = await fs.readdir(mailDir()).catch(() => [] as string[]);
    for (const name of names.sort().reverse()) {
      const text = await fs.readFile(path.join(mailDir(), name), 'utf8');
      if (!text.includes(`To: ${address}`)) continue;
      const link = pattern.exec(text)?.[0];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail to ${address} with a ${linkPath} link within ${timeoutMs} ms`);
}

/** The newest mail to an address whose text has `text` (a subject, a status), waiting for the API's mail dispatcher; answers the mail. */
export async function mailTo(address: string, text: string, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const names = await fs.readdir(mailDir()).catch(() => [] as string[]);
    for (const name of names.sort().reverse()) {
      const mail = await fs.readFile(path.join(mailDir(), name), 'utf8');
      if (mail.includes(`To: ${address}`) && mail.includes(text)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail to ${address} with "${text}" within ${timeoutMs} ms`);
}
