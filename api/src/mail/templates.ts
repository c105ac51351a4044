import type { AccountLanguage, OrderStatus, PaymentTerms, ShopRole } from '@teamwear/shared/contracts';
import { counted, fill, mailStrings } from './mail-strings';

/** The mails the product sends: plain text plus a small HTML version of the same words. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

type Part = string | { link: string; label: string } | { code: string } | { quote: string };

function compose(language: AccountLanguage, subject: string, greeting: string, parts: Part[], shopName: string): MailContent {
  const signature = fill(mailStrings(language).signature, { shopName });
  const textParts = parts.map((part) =>
    typeof part === 'string' ? part : 'link' in part ? `${part.label}: ${part.link}` : 'quote' in part ? part.quote : part.code,
  );
  const htmlParts = parts.map((part) =>
    typeof part === 'string'
      ? `<p>${escapeHtml(part)}</p>`
      : 'link' in part
        ? `<p><a href="${escapeHtml(part.link)}">${escapeHtml(part.label)}</a></p>`
        : 'quote' in part
          ? `<blockquote style="white-space:pre-wrap">${escapeHtml(part.quote)}</blockquote>`
          : `<p style="font-size:24px;font-weight:700;letter-spacing:4px">${escapeHtml(part.code)}</p>`,
  );
  return {
    subject,
    text: [greeting, ...textParts, signature].join('\n\n'),
    // lang lets a mail client pick a font that has the script (BCP 47 names Khmer `km`).
    html: `<div lang="${language === 'kh' ? 'km' : 'en'}"><p>${escapeHtml(greeting)}</p>${htmlParts.join('')}<p>${escapeHtml(signature)}</p></div>`,
  };
}


/** Who a mail is written for: their first name and the language they read their mail in. */
export interface MailReader {
  firstName: string;
  language: AccountLanguage;
}

const hello = (reader: MailReader) => fill(mailStrings(reader.language).hello, { firstName: reader.firstName });

/** After registering: the account works at once; the link confirms that the address is the user's. */
export function welcomeMail(shopName: string, reader: MailReader, verifyLink: string, days: number): MailContent {
  const words = mailStrings(reader.language).welcome;
  return compose(
    reader.language,
    fill(words.subject, { shopName }),
    hello(reader),
    [words.ready, { link: verifyLink, label: words.confirm }, fill(words.once, { days })],
    shopName,
  );
}

/** Asked for again from the account area. */
export function verifyEmailMail(shopName: string, reader: MailReader, verifyLink: string, days: number): MailContent {
  const words = mailStrings(reader.language).verifyEmail;
  return compose(
    reader.language,
    fill(words.subject, { shopName }),
    hello(reader),
    [words.ask, { link: verifyLink, label: words.confirm }, fill(words.once, { days })],
    shopName,
  );
}

/** Sent instead of a second account when someone registers an address that already has one. */
export function alreadyRegisteredMail(shopName: string, reader: MailReader, signInLink: string, resetLink: string): MailContent {
  const words = mailStrings(reader.language).alreadyRegistered;
  return compose(
    reader.language,
    fill(words.subject, { shopName }),
    hello(reader),
    [words.tried, { link: signInLink, label: words.signIn }, { link: resetLink, label: words.forgot }, words.notYou],
    shopName,
  );
}

export function resetPasswordMail(shopName: string, reader: MailReader, link: string, minutes: number): MailContent {
  const words = mailStrings(reader.language).resetPassword;
  return compose(
    reader.language,
    fill(words.subject, { shopName }),
    hello(reader),
    [fill(words.follow, { minutes }), { link, label: words.reset }, words.notYou],
    shopName,
  );
}

export function staffInviteMail(
  shopName: string,
  reader: MailReader,
  invitation: { inviter: string; role: ShopRole; link: string; hours: number },
): MailContent {
  const words = mailStrings(reader.language).staffInvite;
  return compose(
    reader.language,
    fill(words.subject, { shopName }),
    hello(reader),
    [fill(words.invited, { inviter: invitation.inviter, shopName, role: words.roles[invitation.role] }), fill(words.follow, { hours: invitation.hours }), { link: invitation.link, label: words.accept }, words.notYou],
    shopName,
  );
}

export function unlockMail(shopName: string, reader: MailReader, link: string, lockedMinutes: number): MailContent {
  const words = mailStrings(reader.language).unlock;
  return compose(
    reader.language,
    fill(words.subject, { shopName }),
    hello(reader),
    [counted(words.locked, reader.language, lockedMinutes, {}), words.ifYou, { link, label: words.unlock }, words.notYou],
    shopName,
  );
}

export function otpMail(shopName: string, reader: MailReader, code: string, minutes: number): MailContent {
  const words = mailStrings(reader.language).otp;
  return compose(reader.language, fill(words.subject, { code, shopName }), hello(reader), [words.enter, { code }, fill(words.expires, { minutes })], shopName);
}

export function passwordChangedMail(shopName: string, reader: MailReader, resetLink: string): MailContent {
  const words = mailStrings(reader.language).passwordChanged;
  return compose(
    reader.language,
    fill(words.subject, { shopName }),
    hello(reader),
    [words.changed, words.notYou, { link: resetLink, label: words.reset }],
    shopName,
  );
}

/**
 * The language of the mails to a shop's team (a contact message, a new order): English, as they
 * read the command line and the API's messages. A shop has no language setting yet; the Khmer
 * words are written, so one would only choose them.
 */
export const SHOP_MAIL_LANGUAGE: AccountLanguage = 'en';

/** A contact-form message, mailed to the shop. The visitor's words are quoted as they are. */
export function contactMessageMail(
  shopName: string,
  message: { contact: string; subject: string; message: string; receivedAt: Date },
  language: AccountLanguage = SHOP_MAIL_LANGUAGE,
): MailContent {
  const words = mailStrings(language).contactMessage;
  // One line, so that a subject typed with line breaks cannot add mail headers.
  const subjectLine = message.subject.replace(/[\r\n\t\u2028\u2029]+/g, ' ').slice(0, 150);
  return compose(
    language,
    fill(words.subject, { subject: subjectLine }),
    fill(words.intro, { shopName }),
    [
      fill(words.from, { contact: message.contact }),
      fill(words.subjectLine, { subject: message.subject }),
      fill(words.received, { at: message.receivedAt.toISOString() }),
      { quote: message.message },
      words.reply,
    ],
    shopName,
  );
}

/** The invoice the shop issued as it approved the order, and what is due now under its rules. */
export interface IssuedInvoiceFacts {
  number: number;
  due: PaymentTerms['due'];
}

/** What is due now, as the approval's mail says it: the deposit, the balance and when, or nothing. */
function dueNow(language: AccountLanguage, due: PaymentTerms['due']): string {
  const words = mailStrings(language).invoiceIssued;
  if (due.kind === 'nothing' || due.dueCents === 0) return words.nothing;
  const amount = usd(due.dueCents);
  if (due.kind === 'deposit') return fill(words.deposit, { amount });
  if (due.before === 'ON_THE_WAY') return fill(words.beforeShipping, { amount });
  if (due.before === 'COMPLETED') return fill(words.onDelivery, { amount });
  return fill(words.balance, { amount });
}

/**
 * An order changed status (sent when the customer's notification settings allow order updates).
 * Approved: the same mail says the invoice issued with it and what is due now (one mail, not two),
 * and links to the order page, where the invoice downloads (the outbox sends no attachments).
 */
export function orderStatusMail(
  shopName: string,
  reader: MailReader,
  order: { number: number; status: OrderStatus; note: string; shipment?: { carrier: string; trackingReference: string } | null; invoice?: IssuedInvoiceFacts | null },
  link: string,
): MailContent {
  const strings = mailStrings(reader.language);
  const facts = { number: order.number, status: strings.status[order.status] };
  // Shipped: the carrier and tracking reference, so the customer can follow the parcel.
  const shipped = order.shipment ? [fill(strings.orderStatus.shipped, order.shipment)] : [];
  const invoice = order.invoice;
  const invoiced = invoice ? [fill(strings.invoiceIssued.ready, { invoice: invoice.number }), dueNow(reader.language, invoice.due)] : [];
  return compose(
    reader.language,
    invoice ? fill(strings.invoiceIssued.subject, { ...facts, invoice: invoice.number }) : fill(strings.orderStatus.subject, facts),
    hello(reader),
    [
      fill(strings.orderStatus.now, facts),
      ...shipped,
      ...invoiced,
      ...(order.note ? [{ quote: order.note }] : []),
      { link, label: invoice ? strings.invoiceIssued.open : strings.seeOrder },
      strings.chooseMails,
    ],
    shopName,
  );
}

/** A payment line as its mail tells it: the amount (negative for a reversal), its day and receipt, and the order's money once it counted. */
export interface ReceiptFacts {
  orderNumber: number;
  receiptNumber: number;
  amountCents: number;
  receivedOn: string;
  paidCents: number;
  grandTotalCents: number;
  dueCents: number;
  /** A reversal: the day of the payment it reverses. */
  reversedDay: string | null;
}

/** To the customer for each payment the shop records (its receipt), or reverses (sent when their settings allow order updates). */
export function receiptMail(shopName: string, reader: MailReader, receipt: ReceiptFacts, link: string): MailContent {
  const strings = mailStrings(reader.language);
  const amount = usd(Math.abs(receipt.amountCents));
  const money = [fill(strings.receipt.paid, { paid: usd(receipt.paidCents), total: usd(receipt.grandTotalCents) }), receipt.dueCents > 0 ? fill(strings.receipt.due, { due: usd(receipt.dueCents) }) : strings.receipt.settled];
  if (receipt.reversedDay !== null) {
    return compose(
      reader.language,
      fill(strings.reversal.subject, { number: receipt.orderNumber, amount }),
      hello(reader),
      [fill(strings.reversal.reversed, { amount, day: receipt.reversedDay, receipt: receipt.receiptNumber }), ...money, { link, label: strings.reversal.open }, strings.chooseMails],
      shopName,
    );
  }
  return compose(
    reader.language,
    fill(strings.receipt.subject, { number: receipt.orderNumber, amount, receipt: receipt.receiptNumber }),
    hello(reader),
    [fill(strings.receipt.received, { amount, day: receipt.receivedOn, receipt: receipt.receiptNumber }), ...money, { link, label: strings.receipt.open }, strings.chooseMails],
    shopName,
  );
}

/** Amounts are USD written the en-US way on every page of the product, Khmer ones included (docs/product.md §9). */
const usd = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** An order as its placing mails tell it. */
export interface PlacedOrderFacts {
  number: number;
  /** The design's name when ordered. */
  model: string;
  quantity: number;
  grandTotalCents: number;
  paidCents: number;
  note: string;
}

/** How the customer reaches the shop to pay: its contact details, the ones it gives. */
export interface ShopContactFacts {
  phone: string | null;
  email: string | null;
  address: string | null;
}

function howToPay(language: AccountLanguage, contact: ShopContactFacts): string {
  const words = mailStrings(language).orderPlaced;
  const ways = [
    contact.phone && fill(words.ways.phone, { phone: contact.phone }),
    contact.email && fill(words.ways.email, { email: contact.email }),
    contact.address && fill(words.ways.address, { address: contact.address }),
  ].filter((way): way is string => Boolean(way));
  return ways.length ? fill(words.payBy, { ways: ways.join(words.ways.separator) }) : words.payLater;
}

/** To the customer when their order is placed (sent when their notification settings allow order updates). */
export function orderPlacedMail(shopName: string, reader: MailReader, order: PlacedOrderFacts, contact: ShopContactFacts, link: string): MailContent {
  const strings = mailStrings(reader.language);
  const words = strings.orderPlaced;
  const due = Math.max(0, order.grandTotalCents - order.paidCents);
  return compose(
    reader.language,
    fill(words.subject, { number: order.number }),
    hello(reader),
    [
      counted(words.thanks, reader.language, order.quantity, { number: order.number, model: order.model, total: usd(order.grandTotalCents) }),
      words.review,
      `${fill(words.due, { due: usd(due) })} ${howToPay(reader.language, contact)}`,
      { link, label: strings.seeOrder },
      strings.chooseMails,
    ],
    shopName,
  );
}

/** To the shop (its new-order address) when a customer places an order. The customer's words are quoted as they are. */
export function newOrderMail(
  shopName: string,
  order: PlacedOrderFacts,
  customer: { name: string; email: string; phone: string },
  language: AccountLanguage = SHOP_MAIL_LANGUAGE,
): MailContent {
  const words = mailStrings(language).newOrder;
  // One line, so that a name typed with line breaks cannot add mail headers.
  const name = customer.name.replace(/[\r\n\t\u2028\u2029]+/g, ' ').slice(0, 150);
  return compose(
    language,
    fill(words.subject, { number: order.number, name }),
    fill(words.intro, { shopName }),
    [
      counted(words.order, language, order.quantity, { number: order.number, model: order.model, total: usd(order.grandTotalCents) }),
      fill(words.customer, { name: customer.name, email: customer.email, phone: customer.phone }),
      ...(order.note ? [words.note, { quote: order.note }] : []),
      fill(words.review, { number: order.number }),
    ],
    shopName,
  );
}

/** A player's entry in a size collection, and the private link that changes it until the deadline. */
export function collectionEntryMail(
  shopName: string,
  language: AccountLanguage,
  entry: { playerName: string; title: string; deadline: string; lines: string[]; link: string },
): MailContent {
  const words = mailStrings(language).collectionEntry;
  return compose(
    language,
    fill(words.subject, { title: entry.title }),
    fill(mailStrings(language).hello, { firstName: entry.playerName }),
    [fill(words.kept, { title: entry.title }), { quote: entry.lines.join('\n') }, fill(words.change, { deadline: entry.deadline }), { link: entry.link, label: words.open }],
    shopName,
  );
}

/** A reminder to a player known from an earlier collection who has not joined this one. */
export function collectionReminderMail(
  shopName: string,
  language: AccountLanguage,
  reminder: { playerName: string; title: string; deadline: string; message: string | null; link: string },
): MailContent {
  const words = mailStrings(language).collectionReminder;
  const parts: Part[] = [fill(words.ask, { title: reminder.title, deadline: reminder.deadline }), { link: reminder.link, label: words.open }];
  if (reminder.message) parts.push(words.message, { quote: reminder.message });
  return compose(language, fill(words.subject, { title: reminder.title, deadline: reminder.deadline }), fill(mailStrings(language).hello, { firstName: reminder.playerName }), parts, shopName);
}

/** To the team manager: their collection closed (by its deadline or by hand), and its players are on their roster. */
export function collectionClosedMail(shopName: string, reader: MailReader, closed: { title: string; joined: number; link: string }): MailContent {
  const words = mailStrings(reader.language).collectionClosed;
  return compose(
    reader.language,
    fill(words.subject, { title: closed.title }),
    hello(reader),
    [counted(words.joined, reader.language, closed.joined, {}), words.roster, { link: closed.link, label: words.open }],
    shopName,
  );
}
