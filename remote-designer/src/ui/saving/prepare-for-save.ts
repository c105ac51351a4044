import { DESIGN_DOCUMENT_MAX_BYTES, serialisedBytes } from '@teamwear/shared/contracts/plain';
import { touchDesign, type Design } from '@teamwear/design';
import { designSchema } from '@teamwear/design/schemas';

/**
 * The document as it is saved: stamped, checked against the studio's own schema, within the size
 * limit. Apart from save-design: its schema (zod) is downloaded with the first save, not with the
 * studio's first screen (issue 41).
 */
export function prepareForSave(doc: Design, now = new Date().toISOString()): { ok: true; doc: Design } | { ok: false; kind: 'invalid' | 'tooLarge' } {
  const stamped = touchDesign(doc, now);
  if (!designSchema().safeParse(stamped).success) return { ok: false, kind: 'invalid' };
  if (serialisedBytes(stamped) > DESIGN_DOCUMENT_MAX_BYTES) return { ok: false, kind: 'tooLarge' };
  return { ok: true, doc: stamped };
}
