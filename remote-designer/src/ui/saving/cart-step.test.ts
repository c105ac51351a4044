import { runCommand } from '@teamwear/design';
import { newStudioDesign } from '../state/new-design';
import { cartStep } from './cart-step';

const blank = newStudioDesign('soccer', '2026-01-01T00:00:00.000Z');
/** The soccer kit as opened from Products a minute later: nothing changed. */
const untouched = newStudioDesign('soccer', '2026-01-01T00:01:00.000Z');
const named = runCommand(untouched, { type: 'setTeamName', args: { teamName: 'Angkor FC' } });

describe('Add to cart in the studio', () => {
  it('asks first for a garment with nothing designed on it, instead of saving an "Untitled design" and carting it', () => {
    expect(cartStep({ doc: untouched, blank, designId: null, lastSaved: null, plainConfirmed: false })).toEqual({ kind: 'askFirst' });
    // Saved as it was, it is still nothing designed.
    expect(cartStep({ doc: untouched, blank, designId: 'd1', lastSaved: untouched, plainConfirmed: false })).toEqual({ kind: 'askFirst' });
  });

  it('goes on once the customer says the plain garment is what they want', () => {
    expect(cartStep({ doc: untouched, blank, designId: null, lastSaved: null, plainConfirmed: true })).toEqual({ kind: 'saveFirst' });
    expect(cartStep({ doc: untouched, blank, designId: 'd1', lastSaved: untouched, plainConfirmed: true })).toEqual({ kind: 'add', designId: 'd1' });
  });

  it('saves a designed garment first unless it is as saved', () => {
    expect(cartStep({ doc: named, blank, designId: null, lastSaved: null, plainConfirmed: false })).toEqual({ kind: 'saveFirst' });
    expect(cartStep({ doc: named, blank, designId: 'd1', lastSaved: untouched, plainConfirmed: false })).toEqual({ kind: 'saveFirst' });
    expect(cartStep({ doc: named, blank, designId: 'd1', lastSaved: { ...named }, plainConfirmed: false })).toEqual({ kind: 'add', designId: 'd1' });
  });
});
