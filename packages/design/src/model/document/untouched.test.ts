import { createDesign, createDesignStore, runCommand, type Design } from '..';
import { isUntouchedDesign } from './untouched';

const blank = createDesign('soccer', '2026-01-01T00:00:00.000Z', { partColours: { body: '#1d4ed8', collar: '#ffffff' } });
const opened = (): Design => ({ ...blank, createdAt: '2026-03-01T09:00:00.000Z', updatedAt: '2026-03-01T09:05:00.000Z' });

describe('an untouched design', () => {
  it('is the garment’s blank, whenever it was made or saved', () => {
    expect(isUntouchedDesign(opened(), blank)).toBe(true);
    expect(isUntouchedDesign(JSON.parse(JSON.stringify(opened())) as Design, blank)).toBe(true);
  });

  it('is touched by a team name, a colour, an option or a layer', () => {
    const edits: Design[] = [
      runCommand(opened(), { type: 'setTeamName', args: { teamName: 'Angkor FC' } }),
      runCommand(opened(), { type: 'setPartPaint', args: { partId: 'body', paint: { kind: 'solid', color: '#dc2626' } } }),
      runCommand(opened(), { type: 'setSleeves', args: { sleeves: 'long' } }),
      runCommand(opened(), { type: 'addLayer', args: { kind: 'logo' } }),
    ];
    for (const edited of edits) {
      expect(edited).not.toBe(opened());
      expect(isUntouchedDesign(edited, blank)).toBe(false);
    }
  });

  it('is untouched again when the edit is undone, or set back by hand', () => {
    const store = createDesignStore(opened());
    store.dispatch({ type: 'setTeamName', args: { teamName: 'Angkor FC' } });
    expect(isUntouchedDesign(store.getState().doc, blank)).toBe(false);
    store.undo();
    expect(isUntouchedDesign(store.getState().doc, blank)).toBe(true);
    const back = runCommand(runCommand(opened(), { type: 'setTeamName', args: { teamName: 'X' } }), { type: 'setTeamName', args: { teamName: '  ' } });
    expect(isUntouchedDesign(back, blank)).toBe(true);
  });

  it('counts a part left to its garment’s colour as the blank’s, and another garment as touched', () => {
    expect(isUntouchedDesign({ ...opened(), parts: { body: blank.parts.body! } }, blank)).toBe(true);
    expect(isUntouchedDesign(createDesign('polo', '2026-01-01T00:00:00.000Z'), blank)).toBe(false);
  });
});
