import { addLayer } from '../commands/layers';
import { setTeamName } from '../commands/garment';
import { createSequentialIds } from '../commands/context';
import { createDesign } from '../document/defaults';
import { NOW } from '../test-utils';
import { parseDraft } from './checked-draft';
import { draftStorageKey, parseDraftStorageKey, parseUncheckedDraft, serialiseDraft } from './draft';

const meta = { designId: 'd-42', baseVersion: 3, savedAt: '2025-03-01T10:05:00.000Z' };

function editedDesign() {
  const doc = setTeamName(createDesign('polo', NOW), { teamName: 'Siem Reap Stars' });
  return addLayer(doc, { kind: 'backNumber', props: { text: '9' } }, { newId: createSequentialIds('l') });
}

describe('local drafts', () => {
  it('brings back exactly what was being edited after a reload', () => {
    const doc = editedDesign();
    const draft = parseDraft(serialiseDraft(doc, meta));
    expect(draft).toEqual({ ...meta, doc });
  });

  it('keeps a draft of a design not saved yet', () => {
    const draft = parseDraft(serialiseDraft(editedDesign(), { designId: null, baseVersion: null, savedAt: NOW }));
    expect(draft).toMatchObject({ designId: null, baseVersion: null, savedAt: NOW });
  });

  it('upgrades a draft holding an older document', () => {
    const stored = JSON.stringify({
      kind: 'teamwear-design-draft',
      format: 1,
      designId: null,
      baseVersion: null,
      savedAt: NOW,
      doc: { product: 'polo', parts: { body: '#ABCDEF' }, layers: [{ id: 'n', kind: 'backNumber', rotate: 5 }] },
    });
    const draft = parseDraft(stored);
    expect(draft?.doc.schemaVersion).toBe(3);
    expect(draft?.doc.parts.body).toEqual({ kind: 'solid', color: '#abcdef' });
    expect(draft?.doc.layers[0]).toMatchObject({ view: 'back', rotation: 5, fontStyle: 'normal' });
  });

  it.each([
    null,
    undefined,
    '',
    'not json',
    '{"kind":"teamwear-design-draft"',
    '42',
    '[]',
    JSON.stringify({ kind: 'something-else', doc: createDesign('polo', NOW) }),
    JSON.stringify({ kind: 'teamwear-design-draft', doc: 'garbage' }),
    JSON.stringify({ kind: 'teamwear-design-draft', doc: { product: 'polo', schemaVersion: 99 } }),
  ])('reads corrupt or foreign storage %p as no draft, without throwing', (stored) => {
    expect(parseDraft(stored)).toBeNull();
  });

  it('repairs bad metadata rather than losing the draft', () => {
    const stored = JSON.stringify({ kind: 'teamwear-design-draft', designId: 7, baseVersion: -1, savedAt: 'never', doc: createDesign('polo', NOW) });
    expect(parseDraft(stored)).toMatchObject({ designId: null, baseVersion: null, savedAt: NOW });
  });
});

describe('a draft read without the strict check (the studio checks its document apart)', () => {
  const stored = [
    serialiseDraft(editedDesign(), meta),
    serialiseDraft(editedDesign(), { designId: null, baseVersion: null, savedAt: NOW }),
    JSON.stringify({ kind: 'teamwear-design-draft', savedAt: NOW, doc: { product: 'polo', parts: { body: '#ABCDEF' }, layers: [{ id: 'n', kind: 'backNumber' }] } }),
    JSON.stringify({ kind: 'teamwear-design-draft', designId: 7, baseVersion: -1, savedAt: 'never', doc: createDesign('polo', NOW) }),
    'not json',
    JSON.stringify({ kind: 'something-else', doc: createDesign('polo', NOW) }),
    JSON.stringify({ kind: 'teamwear-design-draft', doc: 'garbage' }),
    JSON.stringify({ kind: 'teamwear-design-draft', doc: { product: 'polo', schemaVersion: 99 } }),
  ];

  it.each(stored.map((text, index) => [index, text]))('is the draft parseDraft reads, or no draft when it reads none (%i)', (_index, text) => {
    // A document without dates gets `now`: the same for both.
    expect(parseUncheckedDraft(text, { now: NOW })).toEqual(parseDraft(text, { now: NOW }));
  });
});

describe('draft storage keys', () => {
  it('follow design-draft:<tenant>:<product>:<designId|new>', () => {
    expect(draftStorageKey('acme', 'soccer', 'd-42')).toBe('design-draft:acme:soccer:d-42');
    expect(draftStorageKey('acme', 'hoodie', null)).toBe('design-draft:acme:hoodie:new');
  });

  it('keep a tenant or design id containing ":" from blurring the parts', () => {
    const key = draftStorageKey('a:b', 'polo', 'x:y');
    expect(key.split(':')).toHaveLength(4);
    expect(parseDraftStorageKey(key)).toEqual({ tenantId: 'a:b', product: 'polo', designId: 'x:y' });
  });

  it('read back, and refuse keys that are not draft keys', () => {
    expect(parseDraftStorageKey('design-draft:acme:hoodie:new')).toEqual({ tenantId: 'acme', product: 'hoodie', designId: null });
    expect(parseDraftStorageKey('color-history')).toBeNull();
    expect(parseDraftStorageKey('design-draft:acme:basketball:new')).toBeNull();
    expect(parseDraftStorageKey('design-draft:%E0%A4%A:polo:new')).toBeNull();
  });
});
