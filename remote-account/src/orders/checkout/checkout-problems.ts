import { sizesOf } from '@teamwear/shared/contracts/plain';
import type { SizeChart } from '@teamwear/shared/contracts';
import { formMessage, orderMessage, type OrderMessage } from '../messages/order-messages';
import type { CheckoutForm } from './checkout-form';
import type { OrderContract } from './order-contract';
import type { OrderRequest } from './order-request';
import type { PieceCharts } from './size-guide/piece-charts';

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
 * The form's own check before it is sent: the contract the API checks with (`contract`, the
 * contracts' PlaceOrderRequest: ./order-contract), then the shop's chart (number range, sizes), then
 * what only a form can tell (a number or a quantity left empty, which the request cannot carry).
 * Nothing is changed: the customer corrects what is named.
 */
export function checkOrder(contract: OrderContract, request: OrderRequest, form: CheckoutForm, chart: SizeChart, withShorts: boolean, pieces?: PieceCharts): FormProblems {
  const messages = new Map<string, OrderMessage>();
  const parsed = contract.safeParse(request.body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.');
      if (!messages.has(path)) messages.set(path, orderMessage(issue.message));
    }
  }
  const sizes = new Set(sizesOf(chart));
  // What each piece is made in (the garment's size guide): a size of the shop's the garment is not made in says so.
  const made = { main: new Set(sizesOf(pieces?.main ?? chart)), shorts: new Set(sizesOf(pieces?.shorts ?? chart)) };
  const sizeProblem = (size: string, piece: keyof typeof made): OrderMessage | null =>
    !sizes.has(size) ? formMessage('sizeUnknown') : !made[piece].has(size) ? formMessage('sizeNotMade', { size }) : null;
  const checkSize = (path: string, size: string, piece: keyof typeof made) => {
    const problem = size ? sizeProblem(size, piece) : null;
    if (problem) messages.set(path, problem);
  };
  const { min, max } = chart.numberRange;
  request.playerIds.forEach((id, index) => {
    const print = form.prints[id];
    if (!print) return;
    if (print.number === null) messages.set(`players.${index}.number`, formMessage('numberRequired'));
    else if (Number.isInteger(print.number) && (print.number < min || print.number > max)) {
      messages.set(`players.${index}.number`, formMessage('numberOutOfRange', { min, max }));
    }
    checkSize(`players.${index}.size`, print.size, 'main');
    if (withShorts) checkSize(`players.${index}.shortsSize`, print.shortsSize, 'shorts');
  });
  request.extraKeys.forEach((key, index) => {
    const extra = form.extras.find((row) => row.key === key);
    if (!extra) return;
    if (extra.quantity === null) messages.set(`extras.${index}.quantity`, formMessage('quantityRequired'));
    checkSize(`extras.${index}.size`, extra.size, 'main');
    if (withShorts) checkSize(`extras.${index}.shortsSize`, extra.shortsSize, 'shorts');
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
