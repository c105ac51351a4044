import { PaymentRulesResponse, type PaymentSettings } from '@teamwear/shared/contracts';
import { dollars } from '@teamwear/shared/orders';
import { terminalJson, visible, visibleStrings } from './terminal-text';

/** What `settings payments` does: show (undefined), set the rules from a JSON file, or reset to none. */
export type PaymentRulesChange = { file: string } | 'reset' | undefined;

/** `settings payments`, `settings payments set <file.json>`, `settings payments reset`; null: not this command. */
export function paymentRulesChange(args: string[]): PaymentRulesChange | null {
  const [area, what, action, file] = args;
  if (area !== 'settings' || what !== 'payments') return null;
  if (action === undefined) return undefined;
  if (action === 'reset' && file === undefined) return 'reset';
  if (action === 'set' && file) return { file };
  return null;
}

/** A code's validity as an owner says it: 15 minutes, 2 hours, 1 day. */
function validityText(minutes: number): string {
  const [count, unit] = minutes % 1440 === 0 ? [minutes / 1440, 'day'] : minutes % 60 === 0 ? [minutes / 60, 'hour'] : [minutes, 'minute'];
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** The rules (and what the invoices print) as lines a shop's owner reads. */
export function paymentRulesLines(rules: PaymentSettings): string[] {
  const { khqr, bankTransfer, cashOnDelivery } = rules.methods;
  const deposit = rules.deposit;
  return [
    `KHQR            ${khqr ? `${khqr.bakongAccountId}, ${khqr.merchantName}, ${khqr.merchantCity}, ${khqr.currencies.join(' and ')}${khqr.rielsPerDollar ? ` (${khqr.rielsPerDollar} riels per dollar)` : ''}, each code valid ${validityText(khqr.validityMinutes)}` : 'not taken'}`,
    `Bank transfer   ${bankTransfer ? `${bankTransfer.bankName}, ${bankTransfer.accountName}, ${bankTransfer.accountNumber}` : 'not taken'}`,
    ...(bankTransfer && (bankTransfer.bankNameKh || bankTransfer.accountNameKh) ? [`  in Khmer      ${[bankTransfer.bankNameKh, bankTransfer.accountNameKh].filter(Boolean).join(', ')}`] : []),
    `Cash on delivery ${cashOnDelivery ? 'taken' : 'not taken'}`,
    deposit
      ? `Deposit         ${deposit.percent} % before production (e.g. ${dollars(Math.ceil((10_000 * deposit.percent) / 100))} of $100.00), the balance ${deposit.balanceDue === 'before_shipping' ? 'before shipping' : 'on delivery'}${deposit.overdueAfterDays ? `, overdue ${deposit.overdueAfterDays} days after approval` : ''}`
      : 'Deposit         none (orders move whatever is paid)',
    `Tax number      ${rules.invoicing.taxNumber ?? 'none (the invoices print none)'}`,
  ];
}

interface Caller {
  call: (method: string, path: string, body?: unknown, token?: string) => Promise<{ ok: boolean; json: unknown; status: number }>;
  refused: (answer: { json: unknown; status: number }) => number;
  read: (file: string) => Promise<string>;
  write: (line: string) => void;
  json: boolean;
  token: string;
}

const PATH = '/api/provider/settings/payments';

/** Shows or changes the shop's payment rules; a file that is not JSON is refused before the API is called. */
export async function paymentRulesCommand(change: PaymentRulesChange, { call, refused, read, write, json, token }: Caller, usage: (message: string) => Error): Promise<number> {
  let body: unknown;
  if (change === 'reset') body = { methods: {}, deposit: null };
  else if (change) {
    const text = await read(change.file);
    try {
      body = JSON.parse(text);
    } catch {
      throw usage(`${visible(change.file)} is not JSON: write the rules as GET ${PATH} answers them (its "data")`);
    }
  }
  const answer = body === undefined ? await call('GET', PATH, undefined, token) : await call('PUT', PATH, body, token);
  if (!answer.ok) return refused(answer);
  if (json) write(terminalJson(answer.json));
  else for (const line of paymentRulesLines(visibleStrings(PaymentRulesResponse.parse(answer.json).data))) write(line);
  return 0;
}
