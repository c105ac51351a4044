import type { Design } from '@teamwear/design';
import { whenIdle } from '../../scheduling/when-idle';

/**
 * A stored document the studio read with `upgradeDesign` (the API's copy, this device's draft),
 * checked against the strict schema as `migrateDesign` checks it, before it opens: the checked
 * document, or null for one that check refuses (the studio treats it as unreadable, as before).
 * The check's code (zod and the schemas) is downloaded only now, and the check runs in a task of
 * its own once the page is idle: building the schema and checking, glued to the answer that
 * brought the document, made one of the longest tasks of the studio's start on a phone (issue
 * 41). When that code cannot be downloaded the document opens as upgraded (repaired field by
 * field, what the thumbnails draw): a design is never left unopened for want of its check, and
 * saving checks it again.
 */
export async function checkedLater(doc: Design): Promise<Design | null> {
  let schemas: typeof import('@teamwear/design/schemas');
  try {
    schemas = await import(/* webpackChunkName: "design-schemas" */ '@teamwear/design/schemas');
  } catch (error) {
    console.warn('[designer] the design’s strict check could not be downloaded: opened as upgraded', error);
    return doc;
  }
  await whenIdle();
  const checked = schemas.strictlyChecked({ ok: true, doc, fromVersion: doc.schemaVersion });
  return checked.ok ? checked.doc : null;
}
