import { createDesignStore, createDesign, type Design } from '@teamwear/design';
import { writeDraftsOf } from './draft-writer';
import { DRAFT_DEBOUNCE_MS } from './drafts';

// The writer listens for the page being hidden or closed: node has no window or document.
const page = globalThis as unknown as { window?: EventTarget; document?: EventTarget };

describe('writing drafts', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    page.window = new EventTarget();
    page.document = new EventTarget();
  });
  afterEach(() => {
    jest.useRealTimers();
    delete page.window;
    delete page.document;
  });

  const rename = (teamName: string) => (doc: Design) => ({ ...doc, teamName });

  it('writes once the edits have settled, the last document only, after the click that made it', () => {
    const store = createDesignStore(createDesign('soccer', '2025-05-01T10:00:00.000Z'));
    const written: string[] = [];
    const writer = writeDraftsOf(store, (doc) => written.push(doc.teamName));
    store.dispatch(rename('A'));
    jest.advanceTimersByTime(DRAFT_DEBOUNCE_MS - 1);
    store.dispatch(rename('AB'));
    jest.advanceTimersByTime(DRAFT_DEBOUNCE_MS);
    // Settled, but written in a task of its own (the page's idle time), not in the timer's.
    expect(written).toEqual([]);
    jest.runOnlyPendingTimers();
    expect(written).toEqual(['AB']);
    writer.stop();
    expect(written).toEqual(['AB']);
  });

  it('writes at once when flushed or stopped, and never the same document twice', () => {
    const store = createDesignStore(createDesign('soccer', '2025-05-01T10:00:00.000Z'));
    const written: string[] = [];
    const writer = writeDraftsOf(store, (doc) => written.push(doc.teamName));
    store.dispatch(rename('A'));
    writer.flush();
    expect(written).toEqual(['A']);
    jest.runAllTimers();
    expect(written).toEqual(['A']);
    store.dispatch(rename('B'));
    page.document?.dispatchEvent(new Event('visibilitychange'));
    expect(written).toEqual(['A', 'B']);
    store.dispatch(rename('C'));
    writer.stop();
    jest.runAllTimers();
    expect(written).toEqual(['A', 'B', 'C']);
  });
});
