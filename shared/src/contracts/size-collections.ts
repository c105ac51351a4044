import { z } from 'zod';
import type { ThumbnailScene } from '@teamwear/design/scene';
import { joinAddresses, sizeCollectionAddresses } from './addresses';
import { defineEndpoint } from './endpoint';
import { ApiError } from './error';
import { DesignProduct } from './mini/products';
import { NumberRange } from './mini/players';
import { PLAYER_MESSAGES, PLAYER_NAME_MAX_LENGTH, PLAYER_SIZE_MAX_LENGTH } from './player-limits';
import { GarmentSizeGuide } from './size-guide';
import { SIZE_GUIDE_PIECES } from './size-guide-rules';
import { COLLECTION_ENTRIES_MAX, COLLECTION_MESSAGE_MAX, COLLECTION_MESSAGES, COLLECTION_TITLE_MAX } from './size-collection-rules';
import { storableText } from './untrusted-input';
import { BankTransferDetails, KhqrCode } from './order-payment';

/**
 * Size collections (issue 37): from a saved design, the team manager shares a link (`/join/<code>`)
 * where each player enters the name and number to print and their sizes before a deadline; when it
 * closes, the entries join the manager's roster and the order form opens with them. The manager's
 * calls are the customer's (`/api/collections`); the players' are public, by the link's code
 * (`/api/join/:code`), each player changing only their own entry with the private token they got.
 */
export * from './size-collection-rules';
export * from './players-pay-rules';

const Title = storableText(COLLECTION_MESSAGES.titleRequired, { label: 'The title' })
  .trim()
  .min(1, COLLECTION_MESSAGES.titleRequired)
  .max(COLLECTION_TITLE_MAX, `The title must be at most ${COLLECTION_TITLE_MAX} characters`);
const Message = storableText('The message must be text', { label: 'The message', lines: 'lines' })
  .trim()
  .max(COLLECTION_MESSAGE_MAX, `The message must be at most ${COLLECTION_MESSAGE_MAX} characters`)
  .nullable()
  .transform((value) => (value === '' ? null : value));
const Deadline = z.iso.datetime({ offset: true, error: 'The deadline must be a date and time, such as 2027-01-08T17:00:00+07:00' });
const Day = z.iso.date({ error: 'The date must look like 2027-02-20' });
const Pieces = z
  .array(z.enum(SIZE_GUIDE_PIECES, { error: `A piece is one of ${SIZE_GUIDE_PIECES.join(', ')}` }), { error: 'pieces must be a list' })
  .min(1, COLLECTION_MESSAGES.piecesRequired)
  .refine((pieces) => new Set(pieces).size === pieces.length, 'Each piece is listed once');
const Expected = z
  .number({ error: 'The expected players must be a number' })
  .int('The expected players must be a whole number')
  .min(1, 'At least 1 player')
  .max(COLLECTION_ENTRIES_MAX, `At most ${COLLECTION_ENTRIES_MAX} players`)
  .nullable();

/** `POST /api/collections`: a collection of one of the manager's designs. */
export const CreateCollectionRequest = z.strictObject({
  designId: z.uuid({ error: 'designId must be a design id' }),
  title: Title,
  deadline: Deadline,
  /** What each player gives a size for: the garment (`main`), the kit's shorts, or both. */
  pieces: Pieces,
  printNames: z.boolean({ error: 'printNames must be true or false' }),
  printNumbers: z.boolean({ error: 'printNumbers must be true or false' }),
  message: Message.optional().default(null),
  expectedPlayers: Expected.optional().default(null),
  /** When the kits must arrive (the first game): the page says the last day it can close. */
  needBy: Day.nullable().optional().default(null),
  /** Each player pays their share (issue 38): only when the shop takes KHQR or bank transfer. */
  playersPay: z.boolean({ error: 'playersPay must be true or false' }).optional().default(false),
});
export type CreateCollectionRequest = z.input<typeof CreateCollectionRequest>;

/** `PATCH /api/collections/:id`: what the manager changes (what is left out stays). */
export const ChangeCollectionRequest = z
  .strictObject({
    title: Title.optional(),
    deadline: Deadline.optional(),
    message: Message.optional(),
    expectedPlayers: Expected.optional(),
    needBy: Day.nullable().optional(),
    /** On: the share is fixed at the estimate now; off: only while nobody has paid. */
    playersPay: z.boolean({ error: 'playersPay must be true or false' }).optional(),
  })
  .refine((change) => Object.keys(change).length > 0, 'Give something to change');
export type ChangeCollectionRequest = z.input<typeof ChangeCollectionRequest>;

/** `POST /api/collections/:id/remind`: the language of the message for the team's chat. */
export const RemindRequest = z.strictObject({ language: z.enum(['en', 'kh'], { error: 'language must be en or kh' }).optional().default('en') });
/** Who was mailed, and a message to paste into the team's chat app. */
export const RemindResponse = z.object({ data: z.object({ mailed: z.number().int(), message: z.string() }) });
export type RemindResponse = z.infer<typeof RemindResponse>;

/** `POST /api/collections/:id/reopen`: open again until a new deadline (fill-ins after an order too). */
export const ReopenCollectionRequest = z.strictObject({ deadline: Deadline });

const EntryName = storableText({ error: PLAYER_MESSAGES.nameRequired }, { label: 'Name' })
  .trim()
  .min(1, PLAYER_MESSAGES.nameRequired)
  .max(PLAYER_NAME_MAX_LENGTH, PLAYER_MESSAGES.nameTooLong);
const EntryNumber = z
  .number({ error: PLAYER_MESSAGES.numberInvalid })
  .int(PLAYER_MESSAGES.numberInvalid)
  .min(0, PLAYER_MESSAGES.numberInvalid)
  .max(9999, PLAYER_MESSAGES.numberInvalid)
  .nullable();
const EntrySize = storableText(COLLECTION_MESSAGES.sizeRequired, { label: 'Size' }).trim().max(PLAYER_SIZE_MAX_LENGTH, PLAYER_MESSAGES.sizeUnknown).nullable();

/** What a player sends (or the manager for them): the shop's sizes and number range are checked by the API. */
export const EntryRequest = z.strictObject({
  name: EntryName,
  number: EntryNumber.optional().default(null),
  size: EntrySize.optional().default(null),
  shortsSize: EntrySize.optional().default(null),
  /** For a copy of the entry and its link, and the reminders; never shown to other players. */
  email: z
    .email('The e-mail must be an e-mail address')
    .max(254)
    .nullable()
    .optional()
    .default(null)
    .or(z.literal('').transform(() => null)),
  /** The page's language: the copy and later reminders are written in it. */
  language: z.enum(['en', 'kh'], { error: 'language must be en or kh' }).optional().default('en'),
});
export type EntryRequest = z.input<typeof EntryRequest>;

/** `POST /api/collections/:id/players`: the manager adds players of their roster, with their roster sizes. */
export const AddRosterPlayersRequest = z.strictObject({
  playerIds: z
    .array(z.uuid({ error: 'playerIds must be player ids' }), { error: 'playerIds must be a list of player ids' })
    .min(1, 'Choose at least one player')
    .max(COLLECTION_ENTRIES_MAX, `At most ${COLLECTION_ENTRIES_MAX} players`),
});
export type AddRosterPlayersRequest = z.input<typeof AddRosterPlayersRequest>;

export const CollectionEntry = z.object({
  id: z.uuid(),
  name: z.string(),
  number: z.number().int().nullable(),
  size: z.string().nullable(),
  shortsSize: z.string().nullable(),
  email: z.string().nullable(),
  /** Who wrote it: the player through the link, or the manager. */
  source: z.enum(['player', 'manager']),
  /** The roster row it is: the one it was added from, else the one it became when the collection closed (at once, added to a closed one). */
  playerId: z.uuid().nullable(),
  /**
   * An order of the collection's design placed since the collection started (not canceled) has this
   * entry's roster row: after an order, the order form ticks only the entries without (the fill-ins).
   */
  ordered: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Players pay: what this player paid as the shop recorded it (null when the players do not pay). */
  payment: z
    .object({
      /** The reference their KHQR code and bank transfer carry (entryPaymentReference). */
      reference: z.string(),
      paidCents: z.number().int(),
      state: z.enum(['unpaid', 'part', 'paid']),
      /** What of it an order carries as its payment lines, and which orders (numbers). */
      carriedCents: z.number().int(),
      orderNumbers: z.array(z.number().int()),
    })
    .nullable()
    .optional(),
});
export type CollectionEntry = z.infer<typeof CollectionEntry>;

/** Players pay, as the manager's page reads it: whether the shop allows it, the share, what is collected. */
export const PlayersPay = z.object({
  /** Whether it can be turned on: the shop takes KHQR or bank transfer, and the garment is priced. */
  available: z.boolean(),
  unavailable: z.enum(['noMethod', 'notPriced']).nullable(),
  /** Each player's share, fixed when turned on; null: off. */
  shareCents: z.number().int().nullable(),
  collectedCents: z.number().int(),
  /** The entries' shares together. */
  expectedCents: z.number().int(),
  paidCount: z.number().int(),
  unpaidCount: z.number().int(),
});
export type PlayersPay = z.infer<typeof PlayersPay>;

const SizeCount = z.object({ size: z.string(), count: z.number().int() });

export const CollectionSummary = z.object({
  id: z.uuid(),
  code: z.string(),
  title: z.string(),
  designId: z.uuid().nullable(),
  designName: z.string().nullable(),
  product: DesignProduct,
  deadline: z.string(),
  closedAt: z.string().nullable(),
  open: z.boolean(),
  entryCount: z.number().int(),
  expectedPlayers: z.number().int().nullable(),
  createdAt: z.string(),
});
export type CollectionSummary = z.infer<typeof CollectionSummary>;

export const Collection = CollectionSummary.extend({
  pieces: z.array(z.enum(SIZE_GUIDE_PIECES)),
  printNames: z.boolean(),
  printNumbers: z.boolean(),
  message: z.string().nullable(),
  needBy: z.string().nullable(),
  /** The last day it can close for the kits to arrive by `needBy` (the shop's production days); null without `needBy`. */
  lastCloseDay: z.string().nullable(),
  /** The deadline is after that day. */
  deadlineTooLate: z.boolean(),
  entries: z.array(CollectionEntry),
  counts: z.object({ main: z.array(SizeCount), shorts: z.array(SizeCount) }),
  /** What one player's kit comes to at the expected quantity (or the entries so far), by the shop's tiers: an estimate until the order. */
  estimate: z.object({ pieces: z.number().int(), unitCents: z.number().int(), perPlayerCents: z.number().int() }).nullable(),
  playersPay: PlayersPay.optional(),
});
export type Collection = z.infer<typeof Collection>;
export const CollectionResponse = z.object({ data: Collection });
export const CollectionListResponse = z.object({ data: z.array(CollectionSummary) });
export const CloseCollectionResponse = z.object({ data: Collection, playerIds: z.array(z.uuid()) });

/**
 * One view of the design drawn as plain SVG data (`ThumbnailScene` of `@teamwear/design/scene`,
 * computed by the API): its text layers holding the player's name or number are tagged `player`,
 * for the players' page to draw what each player types there without reading the design document.
 */
export const JoinScene = z.object({
  viewBox: z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }),
  shapes: z.array(z.unknown()),
  shading: z.array(z.unknown()),
  outline: z.string(),
  layers: z.array(z.unknown()),
});
export type JoinScene = ThumbnailScene;

/** The players' page (public): nothing of the manager's nor of other players but the numbers count. */
export const JoinView = z.object({
  code: z.string(),
  title: z.string(),
  deadline: z.string(),
  open: z.boolean(),
  product: DesignProduct,
  /** The design's front and back, for the page to draw with the player's name and number; null when the design cannot be read. */
  scenes: z.object({ front: JoinScene, back: JoinScene }).nullable(),
  pieces: z.array(z.enum(SIZE_GUIDE_PIECES)),
  printNames: z.boolean(),
  printNumbers: z.boolean(),
  message: z.string().nullable(),
  entryCount: z.number().int(),
  entriesMax: z.number().int(),
  numberRange: NumberRange,
  sizeGuide: GarmentSizeGuide,
  /** Players pay: each player's share (null: they do not pay here). */
  shareCents: z.number().int().nullable().optional(),
});
export type JoinView = z.infer<typeof JoinView>;
export const JoinViewResponse = z.object({ data: JoinView });

/** A player's own entry, as they see it (their e-mail included, nobody else's). */
/**
 * A player's share, as their page shows it once they joined: the amount, the reference, what the
 * shop recorded as paid, a KHQR code for what is left in each currency the shop takes (none once
 * paid), and the shop's bank account with the reference to write.
 */
export const PlayerShare = z.object({
  shareCents: z.number().int().positive(),
  reference: z.string(),
  paidCents: z.number().int(),
  state: z.enum(['unpaid', 'part', 'paid']),
  /** Each with the code drawn: an SVG path of its dark modules in a `size`-unit square (the page has no QR library). */
  khqr: z.array(KhqrCode.extend({ qr: z.object({ size: z.number().int().positive(), path: z.string() }) })),
  bankTransfer: BankTransferDetails.nullable(),
});
export type PlayerShare = z.infer<typeof PlayerShare>;

export const OwnEntry = CollectionEntry.pick({ id: true, name: true, number: true, size: true, shortsSize: true, email: true, updatedAt: true }).extend({
  /** Players pay: their share and how to pay it (null when they do not pay). */
  share: PlayerShare.nullable().optional(),
});
export type OwnEntry = z.infer<typeof OwnEntry>;
export const OwnEntryResponse = z.object({ data: OwnEntry });
/** After joining: the entry and the private token that changes it (its link is `/join/<code>?entry=<id>&token=<token>`). */
export const JoinedResponse = z.object({ data: OwnEntry, token: z.string() });

export const CollectionParams = z.object({ id: z.uuid({ error: 'No such collection' }) });
export const EntryParams = z.object({ id: z.uuid({ error: 'No such collection' }), entryId: z.uuid({ error: 'No such entry' }) });
export const JoinParams = z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, COLLECTION_MESSAGES.noSuchCollection) });
export const OwnEntryParams = JoinParams.extend({ entryId: z.uuid({ error: COLLECTION_MESSAGES.noSuchEntry }) });
/** The entry's private token travels in this header (never in an address, which logs and histories keep). */
export const ENTRY_TOKEN_HEADER = 'x-entry-token';

/** 409 NUMBER_TAKEN: the free numbers nearest the one asked for (whose it is, never). */
export const NumberTakenError = z.object({
  code: z.literal('NUMBER_TAKEN'),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  freeNumbers: z.array(z.number().int()),
});
export type NumberTakenError = z.infer<typeof NumberTakenError>;
const ConflictError = z.union([NumberTakenError, ApiError]);

const customerErrors = { 401: ApiError, 403: ApiError, 404: ApiError, 429: ApiError } as const;
const publicErrors = { 400: ApiError, 404: ApiError, 429: ApiError } as const;

export const sizeCollectionEndpoints = {
  create: defineEndpoint({
    ...sizeCollectionAddresses.create,
    body: CreateCollectionRequest,
    responses: { 201: CollectionResponse, 400: ApiError, 409: ConflictError, ...customerErrors },
  }),
  list: defineEndpoint({ ...sizeCollectionAddresses.list, responses: { 200: CollectionListResponse, ...customerErrors } }),
  read: defineEndpoint({ ...sizeCollectionAddresses.read, params: CollectionParams, responses: { 200: CollectionResponse, 400: ApiError, ...customerErrors } }),
  change: defineEndpoint({
    ...sizeCollectionAddresses.change,
    params: CollectionParams,
    body: ChangeCollectionRequest,
    responses: { 200: CollectionResponse, 400: ApiError, ...customerErrors },
  }),
  close: defineEndpoint({
    ...sizeCollectionAddresses.close,
    params: CollectionParams,
    responses: { 200: CloseCollectionResponse, 400: ApiError, 409: ConflictError, ...customerErrors },
  }),
  remind: defineEndpoint({ ...sizeCollectionAddresses.remind, params: CollectionParams, body: RemindRequest, responses: { 200: RemindResponse, 400: ApiError, 409: ApiError, ...customerErrors } }),
  reopen: defineEndpoint({
    ...sizeCollectionAddresses.reopen,
    params: CollectionParams,
    body: ReopenCollectionRequest,
    responses: { 200: CollectionResponse, 400: ApiError, ...customerErrors },
  }),
  addEntry: defineEndpoint({
    ...sizeCollectionAddresses.addEntry,
    params: CollectionParams,
    body: EntryRequest,
    responses: { 201: CollectionResponse, 400: ApiError, 409: ConflictError, ...customerErrors },
  }),
  addPlayers: defineEndpoint({
    ...sizeCollectionAddresses.addPlayers,
    params: CollectionParams,
    body: AddRosterPlayersRequest,
    responses: { 201: CollectionResponse, 400: ApiError, 409: ConflictError, ...customerErrors },
  }),
  changeEntry: defineEndpoint({
    ...sizeCollectionAddresses.changeEntry,
    params: EntryParams,
    body: EntryRequest,
    responses: { 200: CollectionResponse, 400: ApiError, 409: ConflictError, ...customerErrors },
  }),
  removeEntry: defineEndpoint({
    ...sizeCollectionAddresses.removeEntry,
    params: EntryParams,
    responses: { 200: CollectionResponse, 400: ApiError, ...customerErrors },
  }),
};

export const joinEndpoints = {
  view: defineEndpoint({ ...joinAddresses.view, params: JoinParams, responses: { 200: JoinViewResponse, ...publicErrors } }),
  join: defineEndpoint({
    ...joinAddresses.join,
    params: JoinParams,
    body: EntryRequest,
    responses: { 201: JoinedResponse, 409: ConflictError, ...publicErrors },
  }),
  read: defineEndpoint({ ...joinAddresses.read, params: OwnEntryParams, responses: { 200: OwnEntryResponse, ...publicErrors } }),
  change: defineEndpoint({
    ...joinAddresses.change,
    params: OwnEntryParams,
    body: EntryRequest,
    responses: { 200: OwnEntryResponse, 409: ConflictError, ...publicErrors },
  }),
};
