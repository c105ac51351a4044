import type { ApiResult } from '@teamwear/shared/api';
import type { HandoffResponse } from '@teamwear/shared/contracts';
import { newStudioDesign } from '../ui/state/new-design';
import { handOffOutcomeOf, isWebPage } from './hand-off';
import { openEmbedded } from './opening';

const NOW = '2026-11-23T10:00:00.000Z';

describe('what the studio on a partner page opens', () => {
  const fresh = newStudioDesign('tshirt', NOW);
  const draft = { designId: null, baseVersion: null, savedAt: NOW, doc: { ...newStudioDesign('tshirt', NOW), teamName: 'Draft FC' } };

  it('the design the page gives, as an object or as the JSON getDesign() was stored in', () => {
    const given = { ...newStudioDesign('tshirt', NOW), teamName: 'Given FC' };
    expect(openEmbedded('tshirt', given, draft, fresh)).toEqual({ doc: given, notice: null });
    expect(openEmbedded('tshirt', JSON.stringify(given), draft, fresh).doc.teamName).toBe('Given FC');
  });

  it('without one, this device’s draft, else a new design', () => {
    expect(openEmbedded('tshirt', undefined, draft, fresh)).toEqual({ doc: draft.doc, notice: null });
    expect(openEmbedded('tshirt', null, null, fresh)).toEqual({ doc: fresh, notice: null });
  });

  it('a design it cannot read, or of another garment, is not opened, and says why', () => {
    expect(openEmbedded('tshirt', '{not json', draft, fresh)).toEqual({ doc: draft.doc, notice: 'designUnreadable' });
    expect(openEmbedded('tshirt', { product: 42 }, null, fresh)).toEqual({ doc: fresh, notice: 'designUnreadable' });
    expect(openEmbedded('tshirt', newStudioDesign('hoodie', NOW), null, fresh)).toEqual({ doc: fresh, notice: 'designOtherGarment' });
  });
});

describe('the hand-off', () => {
  const failure = (status: number, code = 'X'): ApiResult<HandoffResponse> => ({ ok: false, status, error: { code, message: 'm' } });

  it('reads the API’s answer', () => {
    const ok: ApiResult<HandoffResponse> = { ok: true, status: 201, data: { data: { url: 'https://shop.example/handoff?token=t', expiresAt: NOW } } };
    expect(handOffOutcomeOf(ok)).toEqual({ kind: 'handedOff', url: 'https://shop.example/handoff?token=t', expiresAt: NOW });
    expect(handOffOutcomeOf(failure(413))).toEqual({ kind: 'tooLarge' });
    expect(handOffOutcomeOf(failure(429))).toEqual({ kind: 'tooMany' });
    expect(handOffOutcomeOf(failure(400))).toEqual({ kind: 'invalid' });
    // A refused origin reaches the page as a failed call.
    expect(handOffOutcomeOf(failure(0, 'NETWORK_ERROR'))).toEqual({ kind: 'failed', message: 'NETWORK_ERROR: m' });
  });

  it('opens only web pages', () => {
    expect(isWebPage('https://shop.example/handoff?token=t')).toBe(true);
    expect(isWebPage('http://localhost:3000/handoff?token=t')).toBe(true);
    expect(isWebPage('javascript:alert(1)')).toBe(false);
    expect(isWebPage('data:text/html,<p>')).toBe(false);
    expect(isWebPage('not a url')).toBe(false);
  });
});
