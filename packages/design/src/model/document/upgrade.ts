import { PRODUCTS, SCHEMA_VERSION, TEXT_LAYER_KINDS, type LayerKind, type Product } from './constants';
import { defaultViewOf } from './defaults';
import { restoreDesign, defaultIdGenerator, type IdGenerator } from './restore';
import type { Design } from './types';
import { isRecord, readEnum, readNumber } from './values';

/**
 * Version 1: the first prototype's format. Designs saved by it still open.
 * - `parts`: one hex colour string per part (no gradients);
 * - `stripes.<id>.color`: a hex string instead of a paint;
 * - `fabric`: the fabric id as a string, with its colour in `fabricColor`;
 * - `pattern`: the pattern id as a string;
 * - layers had no `view` (it followed from the kind), turned by `rotate`, aligned by
 *   `textAlign`, filled by a `color` string and outlined by `strokeSize`/`strokeColor`;
 * - no `schemaVersion` at all, or `1`.
 */
export interface DesignV1 {
  schemaVersion?: 1;
  product: string;
  teamName?: string;
  fabric?: string | null;
  fabricColor?: string | null;
  sleeves?: string;
  collar?: string;
  buttons?: { count?: number; color?: string };
  pocket?: boolean;
  hood?: boolean;
  drawstring?: boolean;
  parts?: Record<string, string>;
  stripes?: Partial<Record<string, { enabled?: boolean; color?: string; width?: number }>>;
  pattern?: string | null;
  skin?: string;
  template?: string | null;
  layers?: LayerV1[];
  createdAt?: string;
  updatedAt?: string;
}

export interface LayerV1 {
  id: string;
  kind: string;
  x?: number;
  y?: number;
  rotate?: number;
  scale?: number;
  opacity?: number;
  strokeSize?: number;
  strokeColor?: string;
  visible?: boolean;
  locked?: boolean;
  text?: string;
  fontFamily?: string;
  fontSize?: number;
  fontWeight?: number | string;
  color?: string;
  textAlign?: string;
  src?: string;
  width?: number;
  height?: number;
}

type RawDocument = Record<string, unknown>;

interface Migration {
  /** The version this step reads; it writes `from + 1`. */
  from: number;
  up(doc: RawDocument): RawDocument;
}

function layerV1ToV2(layer: unknown): unknown {
  if (!isRecord(layer)) return layer;
  const { rotate, textAlign, color, strokeSize, strokeColor, ...rest } = layer;
  const kind = typeof layer.kind === 'string' ? layer.kind : '';
  return {
    ...rest,
    view: rest.view ?? defaultViewOf(kind as LayerKind),
    rotation: rest.rotation ?? rotate,
    align: rest.align ?? textAlign,
    fill: rest.fill ?? color,
    stroke: rest.stroke ?? { width: strokeSize, color: strokeColor },
  };
}

function stripesV1ToV2(stripes: unknown): unknown {
  if (!isRecord(stripes)) return stripes;
  return Object.fromEntries(
    Object.entries(stripes).map(([id, stripe]) => {
      if (!isRecord(stripe)) return [id, stripe];
      const { color, ...rest } = stripe;
      return [id, { ...rest, paint: rest.paint ?? (color === undefined ? undefined : { kind: 'solid', color }) }];
    }),
  );
}

function partsV1ToV2(parts: unknown): unknown {
  if (!isRecord(parts)) return parts;
  return Object.fromEntries(
    Object.entries(parts).map(([id, colour]) => [id, typeof colour === 'string' ? { kind: 'solid', color: colour } : colour]),
  );
}

/**
 * Version 2 → 3: text layers got `fontStyle` (italic). A version 2 text has none and was drawn
 * upright, so it becomes `normal`; a value already there (a hand-edited document) is kept for
 * restore to read.
 */
function layerV2ToV3(layer: unknown): unknown {
  if (!isRecord(layer) || layer.fontStyle !== undefined || layer.src !== undefined) return layer;
  const kind = typeof layer.kind === 'string' ? layer.kind : '';
  return (TEXT_LAYER_KINDS as readonly string[]).includes(kind) ? { ...layer, fontStyle: 'normal' } : layer;
}

/** Each step only adds or renames, so a partial document with no version (read as v1) loses nothing. */
const MIGRATIONS: readonly Migration[] = [
  {
    from: 1,
    up(doc) {
      const { fabricColor, ...rest } = doc;
      const buttons = isRecord(doc.buttons) ? doc.buttons : undefined;
      return {
        ...rest,
        schemaVersion: 2,
        fabric:
          typeof doc.fabric === 'string' || doc.fabric === null
            ? { supplierId: null, fabricId: doc.fabric, colorId: typeof fabricColor === 'string' ? fabricColor : null }
            : doc.fabric,
        buttons: buttons && buttons.paint === undefined ? { ...buttons, paint: buttons.color } : doc.buttons,
        parts: partsV1ToV2(doc.parts),
        stripes: stripesV1ToV2(doc.stripes),
        pattern: typeof doc.pattern === 'string' ? { id: doc.pattern } : doc.pattern,
        layers: Array.isArray(doc.layers) ? doc.layers.map(layerV1ToV2) : doc.layers,
      };
    },
  },
  {
    from: 2,
    up(doc) {
      return { ...doc, schemaVersion: 3, layers: Array.isArray(doc.layers) ? doc.layers.map(layerV2ToV3) : doc.layers };
    },
  },
];

export type MigrationErrorCode = 'not-an-object' | 'unsupported-version' | 'unknown-product' | 'invalid';

export interface MigrationError {
  code: MigrationErrorCode;
  /** For logs; the UI shows its own translated text per code. */
  message: string;
}

export type MigrationResult =
  | { ok: true; doc: Design; /** The version the input was in (1 for unversioned input). */ fromVersion: number }
  | { ok: false; error: MigrationError };

export interface MigrateOptions {
  /** The product to assume when the input names none (e.g. the editor the draft was opened in). */
  product?: Product;
  /** ISO timestamp for missing dates; defaults to the current time. */
  now?: string;
  /** For layers that lack an id or share one. */
  newId?: IdGenerator;
}

const fail = (code: MigrationErrorCode, message: string): MigrationResult => ({ ok: false, error: { code, message } });

/**
 * Any stored value → a current design, or a reason why not: old versions are upgraded step by
 * step, then every field is repaired with defaults (restore.ts). Never throws. A version newer
 * than this code is refused rather than guessed at: opening it here and saving it back would
 * silently drop what the newer version added.
 *
 * No strict schema check at the end (that is `migrateDesign`'s, which also loads zod): for what
 * only draws a document the API checked when it was stored, such as the thumbnails on /me.
 */
export function upgradeDesign(input: unknown, options: MigrateOptions = {}): MigrationResult {
  try {
    if (!isRecord(input)) return fail('not-an-object', 'A design must be a JSON object');
    const rawVersion = input.schemaVersion ?? 1;
    const version = readNumber(rawVersion);
    if (version === null || !Number.isInteger(version) || version < 1 || version > SCHEMA_VERSION) {
      return fail('unsupported-version', `Design schema version ${String(rawVersion)} is not supported (this app reads 1 to ${SCHEMA_VERSION})`);
    }
    let product: Product | undefined;
    if (input.product === undefined || input.product === null) product = options.product;
    else product = readEnum(input.product, PRODUCTS) ?? undefined;
    if (!product) return fail('unknown-product', `Unknown product ${JSON.stringify(input.product) ?? 'undefined'}`);

    let doc: RawDocument = input;
    for (const migration of MIGRATIONS) {
      if (migration.from >= version) doc = migration.up(doc);
    }
    const restored = restoreDesign(doc, product, {
      now: options.now ?? new Date().toISOString(),
      newId: options.newId ?? defaultIdGenerator,
    });
    return { ok: true, doc: restored, fromVersion: version };
  } catch (error) {
    return fail('invalid', error instanceof Error ? error.message : String(error));
  }
}
