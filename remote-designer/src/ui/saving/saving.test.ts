import type { ApiResult } from '@teamwear/shared/api';
import type { DesignResponse } from '@teamwear/shared/contracts';
import { createDesign, type Draft } from '@teamwear/design';
import { decideOpening, needsSavedCopy, offersLatestSaved, openNew, openOrphanedDraft, openSaved, type OpeningFacts } from './opening';
import { classifySave, updateRequest } from './save-design';
import { prepareForSave } from './prepare-for-save';

const NOW = '2025-05-01T10:00:00.000Z';
const doc = createDesign('soccer', NOW);
const edited = { ...doc, teamName: 'Angkor FC' };
const draft = (over: Partial<Draft>): Draft => ({ doc: edited, designId: 'd1', baseVersion: 3, savedAt: '2025-05-01T11:00:00.000Z', ...over });

describe('opening a design', () => {
  const server = { doc, version: 4, updatedAt: '2025-05-01T10:30:00.000Z' };

  it('a draft written after the last save, with other content, wins and keeps its base version', () => {
    expect(openSaved('d1', server, draft({}))).toEqual({ doc: edited, designId: 'd1', baseVersion: 3, source: 'draftOverServer' });
  });

  it('an older or identical draft gives way to the server copy', () => {
    expect(openSaved('d1', server, draft({ savedAt: '2025-05-01T10:00:00.000Z' })).source).toBe('server');
    expect(openSaved('d1', server, draft({ doc })).source).toBe('server');
    expect(openSaved('d1', server, null)).toEqual({ doc, designId: 'd1', baseVersion: 4, source: 'server' });
  });

  it('a new design reopens its draft, or starts fresh', () => {
    expect(openNew(doc, draft({ designId: null, baseVersion: null })).source).toBe('draft');
    expect(openNew(doc, null)).toEqual({ doc, designId: null, baseVersion: null, source: 'new' });
    expect(openOrphanedDraft(draft({})).designId).toBeNull();
  });
});

describe('opening a garment from Products after saving a design of it', () => {
  it('starts a new blank design and offers the saved one to a signed-in customer', () => {
    const fromProducts = decideOpening({ product: 'soccer', requestedId: null, signedIn: true, draft: null, fresh: () => doc, loaded: null });
    expect(fromProducts).toEqual({ kind: 'open', opened: { doc, designId: null, baseVersion: null, source: 'new' }, lastSaved: null });
    if (fromProducts.kind !== 'open') throw new Error('not opened');
    expect(offersLatestSaved(fromProducts.opened, true)).toBe(true);
    expect(offersLatestSaved(fromProducts.opened, false)).toBe(false);
  });

  it('offers nothing over a restored draft or a saved design', () => {
    expect(offersLatestSaved(openNew(doc, draft({ designId: null, baseVersion: null })), true)).toBe(false);
    expect(offersLatestSaved(openSaved('d1', { doc, version: 1, updatedAt: NOW }, null), true)).toBe(false);
  });
});

describe('deciding what opens', () => {
  const server = { doc, version: 4, updatedAt: '2025-05-01T10:30:00.000Z' };
  const fresh = () => doc;
  const facts = (over: Partial<OpeningFacts>): OpeningFacts => ({ product: 'soccer', requestedId: 'd1', signedIn: true, draft: null, fresh, loaded: null, ...over });

  it('reads the saved copy only for a saved design and a signed-in customer', () => {
    expect(needsSavedCopy('d1', true)).toBe(true);
    expect(needsSavedCopy('d1', false)).toBe(false);
    expect(needsSavedCopy(null, true)).toBe(false);
  });

  it('a new design opens fresh or from its draft, with nothing saved', () => {
    expect(decideOpening(facts({ requestedId: null }))).toEqual({ kind: 'open', opened: { doc, designId: null, baseVersion: null, source: 'new' }, lastSaved: null });
    expect(decideOpening(facts({ requestedId: null, draft: draft({ designId: null, baseVersion: null }) }))).toMatchObject({ kind: 'open', opened: { doc: edited, source: 'draft' } });
  });

  it('signed out: the draft opens alone, else sign in to open', () => {
    expect(decideOpening(facts({ signedIn: false, draft: draft({}) }))).toEqual({
      kind: 'open',
      opened: { doc: edited, designId: 'd1', baseVersion: 3, source: 'draft' },
      lastSaved: null,
    });
    expect(decideOpening(facts({ signedIn: false }))).toEqual({ kind: 'signInToOpen' });
  });

  it("the server's copy opens (or a newer draft over it), remembered as saved", () => {
    expect(decideOpening(facts({ loaded: { kind: 'loaded', copy: server } }))).toEqual({
      kind: 'open',
      opened: { doc, designId: 'd1', baseVersion: 4, source: 'server' },
      lastSaved: doc,
    });
    expect(decideOpening(facts({ loaded: { kind: 'loaded', copy: server }, draft: draft({}) }))).toMatchObject({ opened: { source: 'draftOverServer' }, lastSaved: doc });
  });

  it("a deleted, unreadable or other garment's design: its draft opens as a new design, else not found", () => {
    const otherGarment = { kind: 'loaded' as const, copy: { ...server, doc: createDesign('polo', NOW) } };
    for (const loaded of [{ kind: 'notFound' as const }, { kind: 'unreadable' as const }, otherGarment]) {
      expect(decideOpening(facts({ loaded, draft: draft({}) }))).toMatchObject({ kind: 'open', opened: { designId: null, source: 'draftOfDeleted' }, lastSaved: null });
      expect(decideOpening(facts({ loaded }))).toEqual({ kind: 'notFound' });
    }
  });

  it('signed out meanwhile or no answer: the draft opens alone, else sign in or failed', () => {
    expect(decideOpening(facts({ loaded: { kind: 'signedOut' }, draft: draft({}) }))).toMatchObject({ opened: { source: 'draft', baseVersion: 3 } });
    expect(decideOpening(facts({ loaded: { kind: 'signedOut' } }))).toEqual({ kind: 'signInToOpen' });
    expect(decideOpening(facts({ loaded: { kind: 'failed' }, draft: draft({}) }))).toMatchObject({ opened: { source: 'draft' } });
    expect(decideOpening(facts({ loaded: { kind: 'failed' } }))).toEqual({ kind: 'failed' });
  });
});

describe('reading save answers', () => {
  const failure = (status: number, code: string, body?: unknown): ApiResult<DesignResponse> => ({ ok: false, status, error: { code, message: 'm' }, body });

  it('a saved design gives its id and version', () => {
    const result: ApiResult<DesignResponse> = {
      ok: true,
      status: 201,
      data: { data: { id: 'x', name: 'n', product: 'soccer', thumbnail: null, version: 1, createdAt: NOW, updatedAt: NOW, document: { schemaVersion: 2, product: 'soccer', teamName: '' } } },
    };
    expect(classifySave(result)).toEqual({ kind: 'saved', id: 'x', version: 1, updatedAt: NOW });
  });

  it('tells a conflict (with the current version) from the design limit', () => {
    expect(classifySave(failure(409, 'DESIGN_CONFLICT', { code: 'DESIGN_CONFLICT', current: { version: 7, updatedAt: NOW } }))).toEqual({ kind: 'conflict', version: 7, updatedAt: NOW });
    expect(classifySave(failure(409, 'DESIGN_LIMIT_REACHED', { limit: 20 }))).toEqual({ kind: 'limit', limit: 20 });
  });

  it('maps signed out, missing, too large and anything else', () => {
    expect(classifySave(failure(401, 'UNAUTHORIZED')).kind).toBe('signedOut');
    expect(classifySave(failure(404, 'NOT_FOUND')).kind).toBe('notFound');
    expect(classifySave(failure(413, 'TOO_LARGE')).kind).toBe('tooLarge');
    expect(classifySave(failure(0, 'NETWORK'))).toEqual({ kind: 'failed', message: 'm' });
  });

  it('stamps and checks the document before sending it', () => {
    const prepared = prepareForSave(doc, '2025-06-01T00:00:00.000Z');
    expect(prepared.ok && prepared.doc.updatedAt).toBe('2025-06-01T00:00:00.000Z');
    expect(prepareForSave({ ...doc, skin: 'red' }).ok).toBe(false);
  });
});

describe('saving over a stored design', () => {
  it('sends the picture of this save, or removes the older one when there is none', () => {
    expect(updateRequest(doc, 4, 'data:image/png;base64,AAAA')).toEqual({ document: doc, baseVersion: 4, thumbnail: 'data:image/png;base64,AAAA' });
    expect(updateRequest(doc, 4, null)).toEqual({ document: doc, baseVersion: 4, thumbnail: null });
  });
});
