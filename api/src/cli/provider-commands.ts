import { orderBalance } from '@teamwear/shared/orders';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  ApiError,
  MOVES_NEEDING_A_REASON,
  OrderStatus,
  PAYMENT_METHODS,
  ProductionSettingsResponse,
  ProductionStatusResponse,
  ProviderOrderListResponse,
  ProviderOrderResponse,
  SHIPPING_MOVE,
  ShopMailSettingsResponse,
  TokenResponse,
  type ProviderOrder,
  type ProviderOrderSummary,
} from '@teamwear/shared/contracts';
import { terminalJson, visible, visibleStrings } from './terminal-text';
import { readSettingsList, SettingsFileError, settingsLines, whereInFile, type ReadList, type SettingsList } from './production-settings-files';
import { paymentRulesChange, paymentRulesCommand } from './payment-rules-command';

export const USAGE = `Usage: npm run provider -- [--url http://localhost:3000] [--email E --password P] orders|settings <command>

  orders list [--status STATUS] [--search TEXT] [--page N]
  orders show <order>
  orders approve|process|ready|complete <order> [--note "…"]
  orders reject|cancel <order> --note "the reason"     (the customer reads it)
  orders ship <order> --carrier NAME --tracking REF [--note "…"]
  orders ship|complete <order> --override --note "why"   moves on with a balance due under the deposit rule
  orders pay <order> <amount in USD> [--method cash|bank_transfer|card|khqr] [--reference REF]
                                     [--received YYYY-MM-DD] [--note "…"]   (cash, today by default)
  orders reverse <order> <payment id> --note "why"   reverses a payment recorded by mistake (a negative line)
  orders files <order> [--out DIR]   the print files and proofs as one ZIP (waits while they are made,
                                     showing how far: a line "Making the print files: [###   ] 21 of 63 (33%)")
  orders retry <order> [--out DIR]   makes the print files again after their making failed (files says why), then saves them

  settings show                      the shop's inks and print areas (the defaults where it set none)
  settings inks set <file>           the shop's ink or thread list from a CSV (columns name, hex) or JSON file
  settings print-areas set <file>    its print areas from a CSV (garment, size, side, width_cm, height_cm) or JSON file
  settings inks|print-areas reset    back to the default inks, or the catalogue's print areas
                                     (the print files of approved orders and those in production are made again)
  settings order-mail [set <address>|reset]
                                     where a new order is mailed: the shop's own address, or (reset) its contact email
  settings payments [set <file.json>|reset]
                                     the methods the shop takes (KHQR, bank transfer, cash on delivery; a KHQR
                                     code's validityMinutes, 15 to 10080), its deposit rule and its invoices'
                                     invoicing.taxNumber, as GET /api/provider/settings/payments answers them;
                                     reset: no methods, no deposit (the tax number stays)

<order> is an order number (1042) or id. --json prints the API's answers.
Sign in as a shop administrator: --email/--password or TEAMWEAR_EMAIL/TEAMWEAR_PASSWORD.`;

export class UsageError extends Error {
  readonly usage = USAGE;
}

/** What each command asks for: the status an order moves to. */
const MOVES: Record<string, OrderStatus> = {
  approve: 'APPROVED',
  reject: 'REJECTED',
  cancel: 'CANCELED',
  process: 'PROCESSING',
  ready: 'READY',
  ship: 'ON_THE_WAY',
  complete: 'COMPLETED',
};

export interface ProviderOptions {
  url?: string;
  email?: string;
  password?: string;
  status?: string;
  search?: string;
  page?: string;
  note?: string;
  /** `orders ship`: the carrier and its tracking reference (both required). */
  carrier?: string;
  tracking?: string;
  /** `orders pay`: how it was paid (cash by default), the bank's or KHQR's reference, the day received. */
  method?: string;
  reference?: string;
  received?: string;
  json?: boolean;
  /** `orders ship|complete`: move on with a balance due under the deposit rule (a note says why). */
  override?: boolean;
  help?: boolean;
  /** Where `orders files` saves the ZIP (the current folder by default). */
  out?: string;
}

export interface ProviderIo {
  fetch: typeof fetch;
  write: (line: string) => void;
  /** Saves a file (the ZIP of `orders files`); the file system by default. */
  save?: (file: string, bytes: Uint8Array) => Promise<void>;
  /** Reads a file (`settings … set <file>`); the file system by default. */
  read?: (file: string) => Promise<string>;
  /** Waits between two looks at files being made; a real wait by default. */
  wait?: (ms: number) => Promise<void>;
  /** Shows where the making of the files stands by rewriting one line (a terminal); without it, each change is a line of its own. */
  progress?: (line: string) => void;
}

/** How long `orders files` waits for files being made before it gives up (they go on being made). */
const FILES_WAIT_MS = 10 * 60_000;
const FILES_POLL_MS = 2000;

/** "Making the print files: [######              ] 21 of 63 (33%), being made": how far a job is, as one line. */
export function productionLine(status: { state: string; stepsDone: number; stepsTotal: number; attempts: number }): string {
  const WIDTH = 20;
  const share = status.stepsTotal > 0 ? Math.min(1, status.stepsDone / status.stepsTotal) : 0;
  const bar = `[${'#'.repeat(Math.round(share * WIDTH)).padEnd(WIDTH)}]`;
  const state = status.state === 'queued' ? (status.attempts > 0 ? 'to be tried again' : 'waiting for its turn') : 'being made';
  return `Making the print files: ${bar} ${status.stepsDone} of ${status.stepsTotal || '…'} (${Math.floor(share * 100)}%), ${state}`;
}

/** An amount in dollars; '—' where the role does not see it (production). */
const money = (cents: number | null) => (cents === null ? '—' : new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100));
const day = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') : '—');

/** "120.50" → 12050; refuses anything that is not a positive amount with at most two decimals. */
export function centsOf(amount: string): number {
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(amount.trim())) throw new UsageError(`"${amount}" is not an amount in USD such as 120.50`);
  const [whole = '0', fraction = ''] = amount.trim().split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents <= 0) throw new UsageError('The amount must be more than 0');
  return cents;
}

function orderLine(order: ProviderOrderSummary): string {
  return [
    String(order.number).padEnd(6),
    order.status.padEnd(11),
    order.product.padEnd(15),
    String(order.quantity).padStart(4),
    money(order.grandTotalCents).padStart(11),
    money(order.paidAmountCents).padStart(11),
    day(order.orderedAt).padEnd(17),
    order.customer.email ? `${order.customer.name} <${order.customer.email}>` : order.customer.name,
  ].join(' ');
}

function orderDetails(order: ProviderOrder): string[] {
  return [
    `Order ${order.number} (${order.id})`,
    `  status      ${order.status}`,
    `  proof       ${order.proofApprovedAt ? `approved by the customer ${day(order.proofApprovedAt)}` : 'not approved by the customer yet (production waits for it)'}`,
    `  customer    ${[order.customer.name, order.customer.email && `<${order.customer.email}>`, order.customer.phone].filter(Boolean).join(' ')}`,
    `  design      ${order.model} (${order.product})`,
    `  quantity    ${order.quantity}${order.prices ? ` at ${money(order.prices.unitPriceCents)}` : ''}`,
    `  total       ${money(order.totalPriceCents)}, grand total ${money(order.grandTotalCents)}, paid ${money(order.paidAmountCents)}`,
    ...balanceLines(order),
    ...(order.shipment ? [`  shipped     ${order.shipment.carrier}, tracking ${order.shipment.trackingReference}`] : []),
    ...order.payments.flatMap((payment) => [
      `  ${payment.amountCents < 0 ? 'reversal   ' : 'payment    '} ${[money(payment.amountCents), payment.method, payment.reference, `received ${payment.receivedOn}`, payment.recordedBy && `by ${payment.recordedBy}`].filter(Boolean).join(' ')}`,
      // The id `orders reverse` takes, on a line of its own.
      `              id ${payment.id}${payment.reversedById ? ', reversed' : ''}${payment.amountCents < 0 && payment.note ? ` (${payment.note})` : ''}`,
    ]),
    `  deliver to  ${order.address}, ${order.phone}`,
    ...(order.note ? [`  note        ${order.note}`] : []),
    '  players',
    ...order.players.map((player) => `    #${String(player.number).padEnd(4)} ${player.name.padEnd(30)} ${player.size}${player.shortsSize ? ` / shorts ${player.shortsSize}` : ''}`),
    ...order.extras.map((extra) => `    ${String(extra.quantity).padStart(3)} × extra ${extra.size}${extra.shortsSize ? ` / shorts ${extra.shortsSize}` : ''}`),
    '  events',
    ...order.events.map(
      (event) =>
        `    ${day(event.at)} ${event.actor === 'provider' ? (event.actorName ?? 'shop') : 'customer'}: ${
          event.kind === 'payment' ? `payment ${money(event.amountCents ?? 0)}` : event.kind === 'proof' ? 'approved the proof' : `${event.from ?? '—'} → ${event.to ?? '—'}`
        }${event.balanceOverrideCents ? ` with ${money(event.balanceOverrideCents)} due, overridden` : ''}${event.note ? ` (${event.note})` : ''}`,
    ),
  ];
}

/** What is still to pay, and a warning when the customer completed the order with money unpaid. */
function balanceLines(order: ProviderOrder): string[] {
  const { grandTotalCents, paidAmountCents } = order;
  if (grandTotalCents === null || paidAmountCents === null) return [];
  const balance = orderBalance({ status: order.status, grandTotalCents, paidAmountCents });
  const lines = [`  balance due ${money(balance.dueCents)}${balance.settled ? ' (paid in full)' : ''}`];
  if (balance.completedUnpaid) lines.push(`  WARNING     completed with ${money(balance.dueCents)} unpaid: record a payment with orders pay ${order.number} <amount>`);
  return lines;
}

/** What a move needs besides its status, asked for here before the API is called: a reason to reject or cancel, the carrier and tracking to ship. */
function moveDetails(command: string, to: OrderStatus, options: ProviderOptions): { carrier?: string; trackingReference?: string } {
  if (MOVES_NEEDING_A_REASON.includes(to) && !options.note?.trim()) throw new UsageError(`orders ${command} needs a reason the customer reads: --note "…"`);
  if (to !== SHIPPING_MOVE) return {};
  if (!options.carrier?.trim() || !options.tracking?.trim()) throw new UsageError(`orders ${command} needs the carrier and tracking reference: --carrier NAME --tracking REF`);
  return { carrier: options.carrier, trackingReference: options.tracking };
}

/** Runs one command; answers the process exit code (0 done, 1 the API refused). */
export async function runProviderCommand(args: string[], options: ProviderOptions, io: ProviderIo): Promise<number> {
  const [area, command, reference, amount] = args;
  if (options.help || !area) {
    io.write(USAGE);
    return 0;
  }
  if ((area !== 'orders' && area !== 'settings') || !command) throw new UsageError(`Unknown command: ${args.join(' ')}`);
  if (area === 'orders' && command !== 'list' && !reference) throw new UsageError(`orders ${command} needs an order number or id`);
  const payments = paymentRulesChange(args);
  if (area === 'settings' && command === 'payments' && payments === null) throw new UsageError(`Unknown command: ${args.join(' ')}`);
  const settingsChange = area === 'settings' && command !== 'order-mail' && command !== 'payments' ? settingsCommand(args) : undefined;
  if (area === 'settings' && command === 'order-mail') orderMailChange(args);
  let fromFile: ReadList | undefined;
  if (settingsChange?.file) {
    const text = await (io.read ?? ((file: string) => readFile(file, 'utf8')))(settingsChange.file);
    try {
      fromFile = readSettingsList(text, settingsChange.list, settingsChange.file);
    } catch (error) {
      if (error instanceof SettingsFileError) throw new UsageError(error.message);
      throw error;
    }
  }
  if (!options.email || !options.password) throw new UsageError('Sign in with --email and --password (or TEAMWEAR_EMAIL and TEAMWEAR_PASSWORD)');
  const base = (options.url ?? 'http://localhost:3000').replace(/\/$/, '');

  const call = async (method: string, path: string, body?: unknown, token?: string): Promise<{ ok: boolean; json: unknown; status: number }> => {
    const response = await io.fetch(`${base}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = { code: 'BAD_ANSWER', message: `The server answered ${response.status} with something that is not JSON` };
    }
    return { ok: response.ok, json, status: response.status };
  };
  const refused = (answer: { json: unknown; status: number }, read?: ReadList) => {
    const error = ApiError.safeParse(answer.json);
    io.write(`Refused (${answer.status}): ${error.success ? visible(error.data.message) : 'the server gave no reason'}`);
    // Each refused value, where it is in the file that was sent.
    const fields = error.success ? Object.entries(error.data.fields ?? {}) : [];
    if (fields.length > 1 || (fields.length === 1 && read)) for (const [field, message] of fields) io.write(`  ${visible(read ? whereInFile(field, read) : field)}: ${visible(message)}`);
    return 1;
  };

  /** `orders files`: waits while the files are made (showing how far), then saves the ZIP. */
  const downloadFiles = async (ref: string, token: string): Promise<number> => {
    const wait = io.wait ?? ((ms: number) => sleep(ms));
    const save = io.save ?? ((file: string, bytes: Uint8Array) => writeFile(file, bytes));
    const deadline = Date.now() + FILES_WAIT_MS;
    let told = '';
    for (;;) {
      const response = await io.fetch(`${base}/api/provider/orders/${ref}/production.zip`, { headers: { authorization: `Bearer ${token}` } });
      if (response.ok) {
        const bytes = new Uint8Array(await response.arrayBuffer());
        const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'production.zip';
        const file = path.join(options.out ?? '.', path.basename(name));
        await save(file, bytes);
        io.write(`Saved ${visible(file)} (${(bytes.length / 1024 / 1024).toFixed(1)} MB)`);
        return 0;
      }
      const text = await response.text();
      let json: unknown = null;
      try {
        json = JSON.parse(text);
      } catch {
        json = null;
      }
      const status = ProductionStatusResponse.shape.data.safeParse((json as { production?: unknown } | null)?.production);
      if (response.status !== 409 || !status.success) return refused({ json, status: response.status });
      if (status.data.state === 'failed') {
        io.write(`The print files could not be made: ${visible(status.data.lastError ?? 'no reason given')}`);
        io.write(`Once the cause is fixed, make them again with: orders retry ${visible(decodeURIComponent(ref))}`);
        return 1;
      }
      const progress = productionLine(status.data);
      if (progress !== told) (io.progress ?? io.write)((told = progress));
      if (Date.now() > deadline) {
        io.write('Still being made: ask again later.');
        return 1;
      }
      await wait(FILES_POLL_MS);
    }
  };

  const signIn = await call('POST', '/api/accounts/token', { email: options.email, password: options.password, clientId: 'provider' });
  if (!signIn.ok) return refused(signIn);
  const token = TokenResponse.parse(signIn.json).access_token;
  const ref = encodeURIComponent(reference ?? '');

  if (area === 'settings' && command === 'payments' && payments !== null) {
    const read = io.read ?? ((file: string) => readFile(file, 'utf8'));
    return paymentRulesCommand(payments, { call, refused, read, write: io.write, json: options.json === true, token }, (message) => new UsageError(message));
  }
  if (area === 'settings' && args[1] === 'order-mail') return orderMailSettings(args, { call, refused, write: io.write, json: options.json === true, token });
  if (area === 'settings') {
    const path = '/api/provider/production/settings';
    const answer = settingsChange
      ? await call('PUT', path, { [settingsChange.list]: fromFile ? fromFile.rows : null }, token)
      : await call('GET', path, undefined, token);
    if (!answer.ok) return refused(answer, fromFile);
    if (options.json) io.write(terminalJson(answer.json));
    else for (const line of settingsLines(visibleStrings(ProductionSettingsResponse.parse(answer.json).data))) io.write(line);
    return 0;
  }

  let answer;
  if (command === 'list') {
    const query = new URLSearchParams();
    if (options.status) query.set('status', OrderStatus.parse(options.status.toUpperCase()));
    if (options.search) query.set('search', options.search);
    if (options.page) query.set('page', options.page);
    answer = await call('GET', `/api/provider/orders${query.size ? `?${query}` : ''}`, undefined, token);
    if (!answer.ok) return refused(answer);
    if (options.json) io.write(terminalJson(answer.json));
    else {
      const list = visibleStrings(ProviderOrderListResponse.parse(answer.json));
      io.write(`${list.total} order${list.total === 1 ? '' : 's'} (page ${list.page})`);
      for (const order of list.data) io.write(orderLine(order));
    }
    return 0;
  }
  if (command === 'files') return downloadFiles(ref, token);
  if (command === 'retry') {
    const asked = await call('POST', `/api/provider/orders/${ref}/production/retry`, undefined, token);
    if (!asked.ok) return refused(asked);
    return downloadFiles(ref, token);
  }
  if (command === 'show') answer = await call('GET', `/api/provider/orders/${ref}`, undefined, token);
  else if (command === 'pay') {
    if (!amount) throw new UsageError('orders pay needs an amount, e.g. orders pay 1042 120.50');
    const method = options.method ?? 'cash';
    if (!(PAYMENT_METHODS as readonly string[]).includes(method)) throw new UsageError(`--method must be one of ${PAYMENT_METHODS.join(', ')}`);
    const payment = { amountCents: centsOf(amount), method, reference: options.reference ?? '', note: options.note ?? '', ...(options.received ? { receivedOn: options.received } : {}) };
    answer = await call('POST', `/api/provider/orders/${ref}/payments`, payment, token);
  } else if (command === 'reverse') {
    if (!amount) throw new UsageError('orders reverse needs the payment id (orders show lists them), e.g. orders reverse 1042 <payment id> --note "typed twice"');
    if (!options.note?.trim()) throw new UsageError('orders reverse needs a reason: --note "…"');
    answer = await call('POST', `/api/provider/orders/${ref}/payments/${encodeURIComponent(amount)}/reverse`, { note: options.note }, token);
  } else {
    const to = MOVES[command];
    if (!to) throw new UsageError(`Unknown command: orders ${command}`);
    if (options.override && !options.note?.trim()) throw new UsageError(`orders ${command} --override needs a note saying why: --note "…"`);
    const override = options.override ? { overrideBalance: true } : {};
    answer = await call('POST', `/api/provider/orders/${ref}/transition`, { to, note: options.note ?? '', ...moveDetails(command, to, options), ...override }, token);
  }
  if (!answer.ok) return refused(answer);
  if (options.json) io.write(terminalJson(answer.json));
  else for (const line of orderDetails(visibleStrings(ProviderOrderResponse.parse(answer.json).data))) io.write(line);
  return 0;
}

/** `settings show` (undefined), or which list a `set <file>` / `reset` changes. */
function settingsCommand(args: string[]): { list: SettingsList; file?: string } | undefined {
  const [, what, action, file] = args;
  if (what === 'show' && !action) return undefined;
  const list: SettingsList | undefined = what === 'inks' ? 'inks' : what === 'print-areas' ? 'printAreas' : undefined;
  if (!list) throw new UsageError(`Unknown command: ${args.join(' ')}`);
  if (action === 'reset' && !file) return { list };
  if (action === 'set' && file) return { list, file };
  if (action === 'set') throw new UsageError(`settings ${what} set needs a CSV or JSON file`);
  throw new UsageError(`Unknown command: ${args.join(' ')}`);
}

/** `settings order-mail` (undefined: show), `set <address>` (the address) or `reset` (null). */
function orderMailChange(args: string[]): string | null | undefined {
  const [, , action, address] = args;
  if (action === undefined) return undefined;
  if (action === 'reset' && address === undefined) return null;
  if (action === 'set' && address) return address;
  if (action === 'set') throw new UsageError('settings order-mail set needs an email address, e.g. settings order-mail set orders@shop.example');
  throw new UsageError(`Unknown command: ${args.join(' ')}`);
}

interface OrderMailCall {
  call: (method: string, path: string, body?: unknown, token?: string) => Promise<{ ok: boolean; json: unknown; status: number }>;
  refused: (answer: { json: unknown; status: number }) => number;
  write: (line: string) => void;
  json: boolean;
  token: string;
}

/** Shows or changes where the shop's new-order mail goes. */
async function orderMailSettings(args: string[], { call, refused, write, json, token }: OrderMailCall): Promise<number> {
  const change = orderMailChange(args);
  const path = '/api/provider/settings/mail';
  const answer = change === undefined ? await call('GET', path, undefined, token) : await call('PUT', path, { newOrdersTo: change }, token);
  if (!answer.ok) return refused(answer);
  if (json) {
    write(terminalJson(answer.json));
    return 0;
  }
  const { newOrdersTo, newOrdersToIsContactEmail } = visibleStrings(ShopMailSettingsResponse.parse(answer.json).data);
  if (!newOrdersTo) write('New orders are mailed to nobody: the shop has no contact email. Set an address with settings order-mail set <address>.');
  else write(`New orders are mailed to ${newOrdersTo}${newOrdersToIsContactEmail ? " (the shop's contact email)" : ''}`);
  return 0;
}
