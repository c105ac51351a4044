import type { Player } from '@teamwear/shared/contracts';

/** What the order prints for one player: the roster's values to start with, editable here. */
export interface PlayerPrint {
  name: string;
  /** null while the field is empty. */
  number: number | null;
  size: string;
  /** Used only for a garment with shorts. */
  shortsSize: string;
}

/** Pieces without a name or number, of one size. */
export interface ExtraPieces {
  /** Tells the rows apart while they are edited (never sent). */
  key: string;
  size: string;
  shortsSize: string;
  /** null while the field is empty. */
  quantity: number | null;
}

/** Everything the customer fills in on the order form. */
export interface CheckoutForm {
  /** The ticked players' ids. */
  selected: readonly string[];
  /** What the order prints for each player ticked so far. Kept when a player is unticked, so that
   *  ticking them again brings the edits back; the roster itself is never changed. */
  prints: Readonly<Record<string, PlayerPrint>>;
  extras: readonly ExtraPieces[];
  address: string;
  /** What the customer typed in the phone field; null until they type there, while the account's
   *  number fills it in (see phoneOf). */
  phone: string | null;
  note: string;
}

export const EMPTY_CHECKOUT_FORM: CheckoutForm = { selected: [], prints: {}, extras: [], address: '', phone: null, note: '' };

/** Rows of extra pieces one order may have (the API's limit). */
export const MAX_EXTRA_ROWS = 50;

/** A player's print as the roster has it; the shorts start from the shirt size. */
export function printOf(player: Pick<Player, 'name' | 'number' | 'size'>): PlayerPrint {
  return { name: player.name, number: player.number, size: player.size, shortsSize: player.size };
}

export type CheckoutAction =
  /** Ticks (or unticks) players: one, or every player of a team at once. */
  | { type: 'tick'; players: readonly Player[]; on: boolean }
  /** Ticks players with what to print for them (a size collection's names, numbers and sizes). */
  | { type: 'choose'; chosen: readonly { player: Player; print: PlayerPrint }[] }
  | { type: 'editPrint'; playerId: string; patch: Partial<PlayerPrint> }
  | { type: 'addExtra'; key: string; size: string }
  | { type: 'editExtra'; key: string; patch: Partial<Omit<ExtraPieces, 'key'>> }
  | { type: 'removeExtra'; key: string }
  | { type: 'setText'; field: 'address' | 'phone' | 'note'; value: string };

export function checkoutReducer(form: CheckoutForm, action: CheckoutAction): CheckoutForm {
  switch (action.type) {
    case 'tick': {
      const ids = new Set(action.players.map((player) => player.id));
      if (!action.on) return { ...form, selected: form.selected.filter((id) => !ids.has(id)) };
      const prints = { ...form.prints };
      for (const player of action.players) prints[player.id] ??= printOf(player);
      const already = new Set(form.selected);
      return { ...form, prints, selected: [...form.selected, ...action.players.map((player) => player.id).filter((id) => !already.has(id))] };
    }
    case 'choose': {
      const prints = { ...form.prints };
      for (const { player, print } of action.chosen) prints[player.id] = print;
      const already = new Set(form.selected);
      return { ...form, prints, selected: [...form.selected, ...action.chosen.map(({ player }) => player.id).filter((id) => !already.has(id))] };
    }
    case 'editPrint': {
      const print = form.prints[action.playerId];
      if (!print) return form;
      return { ...form, prints: { ...form.prints, [action.playerId]: { ...print, ...action.patch } } };
    }
    case 'addExtra':
      if (form.extras.length >= MAX_EXTRA_ROWS) return form;
      return { ...form, extras: [...form.extras, { key: action.key, size: action.size, shortsSize: action.size, quantity: 1 }] };
    case 'editExtra':
      return { ...form, extras: form.extras.map((extra) => (extra.key === action.key ? { ...extra, ...action.patch } : extra)) };
    case 'removeExtra':
      return { ...form, extras: form.extras.filter((extra) => extra.key !== action.key) };
    case 'setText':
      return { ...form, [action.field]: action.value };
  }
}

/** The phone the order goes with: what the customer typed, else the account's number (which may
 *  arrive after the form is shown). A field emptied on purpose stays empty. */
export function phoneOf(form: Pick<CheckoutForm, 'phone'>, accountPhone: string | null | undefined): string {
  return form.phone ?? accountPhone ?? '';
}

/** The ticked players with what the order prints for them, in the roster's order (the order the
 *  request lists them in, so that the API's `players.3.size` points back at the right one). */
export function selectedPrints(form: CheckoutForm, roster: readonly Player[]): { player: Player; print: PlayerPrint }[] {
  const ticked = new Set(form.selected);
  return roster.flatMap((player) => {
    const print = form.prints[player.id];
    return ticked.has(player.id) && print ? [{ player, print }] : [];
  });
}

/** Pieces the form adds up to: one per ticked player, and the extras' quantities. */
export function pieceCount(form: CheckoutForm, roster: readonly Player[]): number {
  return selectedPrints(form, roster).length + form.extras.reduce((sum, extra) => sum + (extra.quantity ?? 0), 0);
}

/** The size a new row of extra pieces starts from: the one most ticked players wear (spares for
 *  the team), else the chart's first. Ties go to the size met first. */
export function commonSize(prints: readonly Pick<PlayerPrint, 'size'>[], fallback: string): string {
  const counts = new Map<string, number>();
  for (const { size } of prints) counts.set(size, (counts.get(size) ?? 0) + 1);
  let best = fallback;
  let most = 0;
  for (const [size, count] of counts) {
    if (count > most) [best, most] = [size, count];
  }
  return best;
}
