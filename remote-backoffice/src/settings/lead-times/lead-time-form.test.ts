import { DEFAULT_LEAD_TIME_DAYS } from '@teamwear/shared/contracts';
import { draftsOf, leadTimeProblems, leadTimesRequest, readDays, resetRequest, statusOfField } from './lead-time-form';

const defaults = { ...DEFAULT_LEAD_TIME_DAYS };

describe('the lead times form', () => {
  it('takes whole days from 1 to 365, in Latin or Khmer digits', () => {
    expect(readDays('7')).toEqual({ ok: true, days: 7 });
    expect(readDays(' 365 ')).toEqual({ ok: true, days: 365 });
    expect(readDays('១០')).toEqual({ ok: true, days: 10 });
    expect(readDays('')).toEqual({ ok: false, problem: 'required' });
    expect(readDays('2.5')).toEqual({ ok: false, problem: 'notWhole' });
    expect(readDays('-3')).toEqual({ ok: false, problem: 'notWhole' });
    expect(readDays('1e2')).toEqual({ ok: false, problem: 'notWhole' });
    expect(readDays('0')).toEqual({ ok: false, problem: 'tooFew' });
    expect(readDays('366')).toEqual({ ok: false, problem: 'tooMany' });
  });

  it('says which fields cannot be saved', () => {
    expect(leadTimeProblems(draftsOf(defaults))).toEqual({});
    expect(leadTimeProblems({ ...draftsOf(defaults), PROCESSING: '0', READY: '' })).toEqual({ PROCESSING: 'tooFew', READY: 'required' });
  });

  it('sends only what changed; a status typed back to its default follows the default', () => {
    const saved = { ...defaults, PROCESSING: 10 };
    expect(leadTimesRequest(draftsOf(saved), saved, defaults)).toBeNull();
    expect(leadTimesRequest({ ...draftsOf(saved), REVIEWING: '4' }, saved, defaults)).toEqual({ REVIEWING: 4 });
    expect(leadTimesRequest({ ...draftsOf(saved), PROCESSING: '7' }, saved, defaults)).toEqual({ PROCESSING: null });
    expect(leadTimesRequest({ ...draftsOf(saved), REVIEWING: '400' }, saved, defaults)).toBeNull();
  });

  it('resets every status the shop changed, and nothing when it changed none', () => {
    expect(resetRequest({ ...defaults, PROCESSING: 10, ON_THE_WAY: 3 }, defaults)).toEqual({ PROCESSING: null, ON_THE_WAY: null });
    expect(resetRequest(defaults, defaults)).toBeNull();
  });

  it('knows the API’s refusal of a status by its field', () => {
    expect(statusOfField('PROCESSING')).toBe('PROCESSING');
    expect(statusOfField('body')).toBeNull();
  });
});
