/** The mails the account flows send: plain text plus a small HTML version of the same words. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

type Part = string | { link: string; label: string } | { code: string } | { quote: string };

function compose(subject: string, greeting: string, parts: Part[], shopName: string): MailContent {
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
    text: [greeting, ...textParts, `— ${shopName}`].join('\n\n'),
    html: `<p>${escapeHtml(greeting)}</p>${htmlParts.join('')}<p>— ${escapeHtml(shopName)}</p>`,
  };
}

const hello = (firstName: string) => `Hello ${firstName},`;

/** After registering: the account works at once; the link confirms that the address is the user's. */
export function welcomeMail(shopName: string, firstName: string, verifyLink: string, days: number): MailContent {
  return compose(
    `Welcome to ${shopName}: confirm your email`,
    hello(firstName),
    [
      'Your account is ready. Please confirm that this email address is yours:',
      { link: verifyLink, label: 'Confirm my email' },
      `The link works once, within ${days} days. If you did not create this account, ignore this mail.`,
    ],
    shopName,
  );
}

/** Asked for again from the account area. */
export function verifyEmailMail(shopName: string, firstName: string, verifyLink: string, days: number): MailContent {
  return compose(
    `Confirm your email for ${shopName}`,
    hello(firstName),
    [
      'Please confirm that this email address is yours:',
      { link: verifyLink, label: 'Confirm my email' },
      `The link works once, within ${days} days.`,
    ],
    shopName,
  );
}

/** Sent instead of a second account when someone registers an address that already has one. */
export function alreadyRegisteredMail(shopName: string, firstName: string, signInLink: string, resetLink: string): MailContent {
  return compose(
    `Your ${shopName} account`,
    hello(firstName),
    [
      'Someone tried to register with this email address, which already has an account. If it was you, sign in, or ask for a new password.',
      { link: signInLink, label: 'Sign in' },
      { link: resetLink, label: 'Forgot password' },
      'If it was not you, you can ignore this mail.',
    ],
    shopName,
  );
}

export function resetPasswordMail(shopName: string, firstName: string, link: string, minutes: number): MailContent {
  return compose(
    `Reset your ${shopName} password`,
    hello(firstName),
    [
      `Follow this link within ${minutes} minutes to choose a new password. It works once.`,
      { link, label: 'Reset password' },
      'If you did not ask for this, ignore this mail: your password stays as it is.',
    ],
    shopName,
  );
}

export function unlockMail(shopName: string, firstName: string, link: string, lockedMinutes: number): MailContent {
  return compose(
    `Your ${shopName} account is locked`,
    hello(firstName),
    [
      `There were several failed attempts to sign in to your account, so it is locked for ${lockedMinutes} minute${lockedMinutes === 1 ? '' : 's'}.`,
      'If it was you, unlock it now with this link (it works once):',
      { link, label: 'Unlock my account' },
      'If it was not you, consider changing your password.',
    ],
    shopName,
  );
}

export function otpMail(shopName: string, firstName: string, code: string, minutes: number): MailContent {
  return compose(
    `${code} is your ${shopName} sign-in code`,
    hello(firstName),
    [
      'Enter this code to finish signing in on a new device:',
      { code },
      `It expires in ${minutes} minutes. If you are not signing in, change your password.`,
    ],
    shopName,
  );
}

export function passwordChangedMail(shopName: string, firstName: string, resetLink: string): MailContent {
  return compose(
    `Your ${shopName} password was changed`,
    hello(firstName),
    [
      'The password of your account was just changed, and your other devices were signed out.',
      'If you did not do this, reset your password now:',
      { link: resetLink, label: 'Reset password' },
    ],
    shopName,
  );
}

/** A contact-form message, mailed to the shop. The visitor's words are quoted as they are. */
export function contactMessageMail(
  shopName: string,
  message: { contact: string; subject: string; message: string; receivedAt: Date },
): MailContent {
  // One line, so that a subject typed with line breaks cannot add mail headers.
  const subjectLine = message.subject.replace(/[\r\n\t\u2028\u2029]+/g, ' ').slice(0, 150);
  return compose(
    `Contact form: ${subjectLine}`,
    `A visitor wrote to ${shopName} through the contact form.`,
    [
      `From: ${message.contact}`,
      `Subject: ${message.subject}`,
      `Received: ${message.receivedAt.toISOString()}`,
      { quote: message.message },
      'Reply to the visitor at the address or number above.',
    ],
    shopName,
  );
}

/** What the customer reads for each status in mail (the app shows its own translated labels). */
const STATUS_WORDS: Record<string, string> = {
  REVIEWING: 'is being reviewed by our team',
  APPROVED: 'is approved',
  REJECTED: 'was not accepted',
  CANCELED: 'is canceled',
  PROCESSING: 'is in production',
  READY: 'is ready',
  ON_THE_WAY: 'is on its way to you',
  COMPLETED: 'is completed',
};

/** An order changed status (sent when the customer's notification settings allow order updates). */
export function orderStatusMail(shopName: string, firstName: string, order: { number: number; status: string; note: string }, link: string): MailContent {
  const words = STATUS_WORDS[order.status] ?? `is now ${order.status.toLowerCase()}`;
  return compose(
    `Order ${order.number} ${words}`,
    hello(firstName),
    [
      `Your order ${order.number} ${words}.`,
      ...(order.note ? [{ quote: order.note }] : []),
      { link, label: 'See the order' },
      'You can choose which mails you get in your account settings.',
    ],
    shopName,
  );
}

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

function howToPay(contact: ShopContactFacts): string {
  const ways = [contact.phone && `phone ${contact.phone}`, contact.email && `email ${contact.email}`, contact.address && `visit ${contact.address}`].filter(Boolean);
  return ways.length ? `To pay, contact the shop: ${ways.join(', ')}.` : 'The shop will tell you how to pay.';
}

/** To the customer when their order is placed (sent when their notification settings allow order updates). */
export function orderPlacedMail(shopName: string, firstName: string, order: PlacedOrderFacts, contact: ShopContactFacts, link: string): MailContent {
  const due = Math.max(0, order.grandTotalCents - order.paidCents);
  return compose(
    `Order ${order.number} is placed`,
    hello(firstName),
    [
      `Thank you for your order ${order.number}: ${order.quantity} piece${order.quantity === 1 ? '' : 's'} of “${order.model}”, ${usd(order.grandTotalCents)} in all.`,
      'The shop reviews it now. Check the proof on the order page and approve it: printing starts once you have.',
      `Still to pay: ${usd(due)}. ${howToPay(contact)}`,
      { link, label: 'See the order' },
      'You can choose which mails you get in your account settings.',
    ],
    shopName,
  );
}

/** To the shop (its new-order address) when a customer places an order. The customer's words are quoted as they are. */
export function newOrderMail(shopName: string, order: PlacedOrderFacts, customer: { name: string; email: string; phone: string }): MailContent {
  // One line, so that a name typed with line breaks cannot add mail headers.
  const name = customer.name.replace(/[\r\n\t\u2028\u2029]+/g, ' ').slice(0, 150);
  return compose(
    `New order ${order.number} from ${name}`,
    `A customer placed an order at ${shopName}.`,
    [
      `Order ${order.number}: ${order.quantity} piece${order.quantity === 1 ? '' : 's'} of “${order.model}”, ${usd(order.grandTotalCents)}.`,
      `Customer: ${customer.name} <${customer.email}>, ${customer.phone}`,
      ...(order.note ? ['Their note:', { quote: order.note }] : []),
      `It waits for your review: npm run provider -- orders show ${order.number}, then orders approve ${order.number} (or reject).`,
    ],
    shopName,
  );
}
