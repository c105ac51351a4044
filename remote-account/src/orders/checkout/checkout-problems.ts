import { PlaceOrderRequest, sizesOf, type SizeChart } from '@teamwear/shared/contracts';
import { formMessage, orderMessage, type OrderMessage } from '../messages/order-messages';
import type { CheckoutForm } from './checkout-form';
import type { OrderRequest } from './order-request';

export type PrintField = 'player' | 'name' | 'number' | 'size' | 'shortsSize';
export type ExtraField = 'size' | 'shortsSize' | 'quantity';
export type FormField = 'players' | 'address' | 'phone' | 'note' | 'design';

/** What is wrong with a filled form, field by field, whoever found it (the form or the API). */
export interface FormProblems {
  form: Partial<Record<FormField, OrderMessage>>;
  /** By player id. */
  players: Record<string, Partial<Record<PrintField, OrderMessage>>>;
  /** By extras row key. */
  extras: Record<string, Partial<Record<ExtraField, OrderMessage>>>;
  /** Problems named for something the form has no field for: said above the Place order button. */
  other: OrderMessage[];
}

export const NO_PROBLEMS: FormProblems = { form: {}, players: {}, extras: {}, other: [] };

export function problemCount(problems: FormProblems): number {
  const inRows = (rows: Record<string, object>) => Object.values(rows).reduce((sum, row) => sum + Object.keys(row).length, 0);
  return Object.keys(problems.form).length + inRows(problems.players) + inRows(problems.extras) + problems.other.length;
}

const FORM_FIELDS: Record<string, FormField> = { players: 'players', address: 'address', phone: 'phone', note: 'note', designId: 'design' };
const PRINT_FIELDS: Record<string, PrintField> = { playerId: 'player', name: 'name', number: 'number', size: 'size', shortsSize: 'shortsSize' };
const EXTRA_FIELDS: Record<string, ExtraField> = { size: 'size', shortsSize: 'shortsSize', quantity: 'quantity' };

/**
 * Puts messages named by request path (`address`, `players.3.size`, `extras.0.quantity`, as the API
 * and the contract name them) on the form's fields: the index of a player or an extras row is its
 * place in the request that was checked. The first message of a field wins.
 */
export function distributeProblems(messages: ReadonlyMap<string, OrderMessage>, request: Pick<OrderRequest, 'playerIds' | 'extraKeys'>): FormProblems {
  const problems: FormProblems = { form: {}, players: {}, extras: {}, other: [] };
  for (const [path, message] of messages) {
    const [head = '', index, field = ''] = path.split('.');
    const formField = index === undefined ? FORM_FIELDS[head] : undefined;
    const playerId = head === 'players' && index !== undefined ? request.playerIds[Number(index)] : undefined;
    const extraKey = head === 'extras' && index !== undefined ? request.extraKeys[Number(index)] : undefined;
    if (formField) problems.form[formField] ??= message;
    else if (playerId && PRINT_FIELDS[field]) (problems.players[playerId] ??= {})[PRINT_FIELDS[field]] ??= message;
    else if (extraKey && EXTRA_FIELDS[field]) (problems.extras[extraKey] ??= {})[EXTRA_FIELDS[field]] ??= message;
    else problems.other.push(message);
  }
  return problems;
}

/** The API's `fields` of a 400 on the form's fields. */
export function problemsFromApi(fields: Record<string, string>, request: Pick<OrderRequest, 'playerIds' | 'extraKeys'>): FormProblems {
  return distributeProblems(new Map(Object.entries(fields).map(([path, message]) => [path, orderMessage(message)])), request);
}

/**
 * The form's own check before it is sent: the contract the API checks with, then the shop's chart
 * (number range, sizes), then what only a form can tell (a number or a quantity left empty, which
 * the request cannot carry). Nothing is changed: the customer corrects what is named.
 */
export function checkOrder(request: OrderRequest, form: CheckoutForm, chart: SizeChart, withShorts: boolean): FormProblems {
  const messages = new Map<string, OrderMessage>();
  const parsed = PlaceOrderRequest.safeParse(request.body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.');
      if (!messages.has(path)) messages.set(path, orderMessage(issue.message));
    }
  }
  const sizes = new Set(sizesOf(chart));
  const { min, max } = chart.numberRange;
  request.playerIds.forEach((id, index) => {
    const print = form.prints[id];
    if (!print) return;
    if (print.number === null) messages.set(`players.${index}.number`, formMessage('numberRequired'));
    else if (Number.isInteger(print.number) && (print.number < min || print.number > max)) {
      messages.set(`players.${index}.number`, formMessage('numberOutOfRange', { min, max }));
    }
    if (print.size && !sizes.has(print.size)) messages.set(`players.${index}.size`, formMessage('sizeUnknown'));
    if (withShorts && print.shortsSize && !sizes.has(print.shortsSize)) messages.set(`players.${index}.shortsSize`, formMessage('sizeUnknown'));
  });
  request.extraKeys.forEach((key, index) => {
    const extra = form.extras.find((row) => row.key === key);
    if (!extra) return;
    if (extra.quantity === null) messages.set(`extras.${index}.quantity`, formMessage('quantityRequired'));
    if (extra.size && !sizes.has(extra.size)) messages.set(`extras.${index}.size`, formMessage('sizeUnknown'));
  });
  return distributeProblems(messages, request);
}

/** Two findings in one: the first's message wins for a field both name (the form's own check,
 *  which follows every keystroke, before the API's answer to an earlier sending). */
export function mergeProblems(first: FormProblems, second: FormProblems): FormProblems {
  const rows = <F extends string>(a: Record<string, Partial<Record<F, OrderMessage>>>, b: Record<string, Partial<Record<F, OrderMessage>>>) => {
    const merged: Record<string, Partial<Record<F, OrderMessage>>> = { ...b };
    for (const [id, fields] of Object.entries(a)) merged[id] = { ...b[id], ...fields };
    return merged;
  };
  return {
    form: { ...second.form, ...first.form },
    players: rows(first.players, second.players),
    extras: rows(first.extras, second.extras),
    other: [...first.other, ...second.other],
  };
}
