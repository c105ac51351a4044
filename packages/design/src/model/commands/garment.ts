import { LIMITS, SLEEVES, type Sleeves, type StripeId } from '../document/constants';
import { NO_PATTERN } from '../document/defaults';
import { restorePattern } from '../document/restore';
import type { Design, Fabric, Paint, PartId, PatternFill } from '../document/types';
import { readClamped, readColour, readEnum, readId, readInteger, readPaint, sameJson } from '../document/values';

/**
 * Edits of the garment itself. Every command is `(doc, args) → doc`: it never mutates,
 * returns the very same object when nothing changes (so history records no empty step),
 * clamps numbers into range and ignores values it cannot read.
 */

/** `doc` with `key` set, or `doc` itself when the value is already there. */
function withField<K extends keyof Design>(doc: Design, key: K, value: Design[K]): Design {
  return sameJson(doc[key], value) ? doc : { ...doc, [key]: value };
}

export function setTeamName(doc: Design, args: { teamName: string }): Design {
  if (typeof args.teamName !== 'string') return doc;
  return withField(doc, 'teamName', args.teamName.slice(0, LIMITS.teamNameLength));
}

export function setPartPaint(doc: Design, args: { partId: PartId; paint: Paint | string }): Design {
  const partId = readId(args.partId, LIMITS.idLength);
  const paint = readPaint(args.paint);
  if (!partId || !paint || sameJson(doc.parts[partId], paint)) return doc;
  return { ...doc, parts: { ...doc.parts, [partId]: paint } };
}

/**
 * A fabric belongs to a supplier and a colour to a fabric: choosing another supplier
 * clears the fabric and colour unless they are given too; another fabric clears the colour.
 */
export function setFabric(doc: Design, args: Partial<Fabric>): Design {
  const read = (value: string | null | undefined, current: string | null): string | null =>
    value === undefined ? current : value === null ? null : (readId(value, LIMITS.idLength) ?? current);
  const supplierId = read(args.supplierId, doc.fabric.supplierId);
  const supplierChanged = supplierId !== doc.fabric.supplierId;
  const fabricId = read(args.fabricId, supplierChanged ? null : doc.fabric.fabricId);
  const fabricChanged = fabricId !== doc.fabric.fabricId;
  const colorId = read(args.colorId, fabricChanged ? null : doc.fabric.colorId);
  return withField(doc, 'fabric', { supplierId, fabricId, colorId });
}

export function setSleeves(doc: Design, args: { sleeves: Sleeves }): Design {
  const sleeves = readEnum(args.sleeves, SLEEVES);
  return sleeves ? withField(doc, 'sleeves', sleeves) : doc;
}

export function setCollar(doc: Design, args: { collar: string }): Design {
  const collar = readId(args.collar, LIMITS.idLength);
  return collar ? withField(doc, 'collar', collar) : doc;
}

export function setButtons(doc: Design, args: { count?: number; paint?: Paint | string }): Design {
  return withField(doc, 'buttons', {
    count: readInteger(args.count, LIMITS.buttons) ?? doc.buttons.count,
    paint: readPaint(args.paint) ?? doc.buttons.paint,
  });
}

const setFlag =
  <K extends 'pocket' | 'hood' | 'drawstring'>(key: K) =>
  (doc: Design, args: Record<K, boolean>): Design =>
    typeof args[key] === 'boolean' ? withField(doc, key, args[key]) : doc;

export const setPocket = setFlag('pocket');
export const setHood = setFlag('hood');
export const setDrawstring = setFlag('drawstring');

export function setStripe(doc: Design, args: { stripe: StripeId; enabled?: boolean; paint?: Paint | string; width?: number }): Design {
  const current = doc.stripes[args.stripe];
  if (!current) return doc;
  const next = {
    enabled: typeof args.enabled === 'boolean' ? args.enabled : current.enabled,
    paint: readPaint(args.paint) ?? current.paint,
    width: readClamped(args.width, LIMITS.stripeWidth) ?? current.width,
  };
  return sameJson(current, next) ? doc : { ...doc, stripes: { ...doc.stripes, [args.stripe]: next } };
}

/**
 * The garment-wide pattern, or with `partId` one part's own pattern. Values given in part
 * are merged over the current ones (a part without its own pattern starts from the
 * garment's). `pattern: null` removes the pattern: for a part, its own override, so it
 * follows the garment again.
 */
export function setPattern(doc: Design, args: { partId?: PartId; pattern: Partial<PatternFill> | null }): Design {
  if (args.partId === undefined) {
    return withField(doc, 'pattern', args.pattern === null ? NO_PATTERN : restorePattern(args.pattern, doc.pattern));
  }
  const partId = readId(args.partId, LIMITS.idLength);
  if (!partId) return doc;
  const current = doc.partPatterns[partId];
  if (args.pattern === null) {
    if (!current) return doc;
    const { [partId]: _removed, ...rest } = doc.partPatterns;
    return { ...doc, partPatterns: rest };
  }
  const next = restorePattern(args.pattern, current ?? doc.pattern);
  if (current && sameJson(current, next)) return doc;
  return { ...doc, partPatterns: { ...doc.partPatterns, [partId]: next } };
}

export function setSkin(doc: Design, args: { skin: string }): Design {
  const skin = readColour(args.skin);
  return skin ? withField(doc, 'skin', skin) : doc;
}
