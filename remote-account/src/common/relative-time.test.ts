import { changeLanguage, initI18n } from '@teamwear/shared/i18n';
import { loadStrings, translate } from '../strings';
import { relativeTime, relativeTimeMessage } from './relative-time';

const NOW = new Date('2026-11-23T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relativeTime', () => {
  it('says "just now" for the last minute, a moment in the future and an unreadable time', () => {
    expect(relativeTime(ago(59_000), NOW)).toEqual({ unit: 'justNow' });
    expect(relativeTime(ago(-5_000), NOW)).toEqual({ unit: 'justNow' });
    expect(relativeTime('not a date', NOW)).toEqual({ unit: 'justNow' });
  });

  it('counts whole minutes, hours and days', () => {
    expect(relativeTime(ago(MINUTE), NOW)).toEqual({ unit: 'minute', count: 1 });
    expect(relativeTime(ago(59 * MINUTE + 59_000), NOW)).toEqual({ unit: 'minute', count: 59 });
    expect(relativeTime(ago(HOUR), NOW)).toEqual({ unit: 'hour', count: 1 });
    expect(relativeTime(ago(23 * HOUR + 59 * MINUTE), NOW)).toEqual({ unit: 'hour', count: 23 });
    expect(relativeTime(ago(DAY), NOW)).toEqual({ unit: 'day', count: 1 });
    expect(relativeTime(ago(6 * DAY + 23 * HOUR), NOW)).toEqual({ unit: 'day', count: 6 });
  });

  it('counts weeks within a month, months within a year, then years', () => {
    expect(relativeTime(ago(7 * DAY), NOW)).toEqual({ unit: 'week', count: 1 });
    expect(relativeTime(ago(29 * DAY), NOW)).toEqual({ unit: 'week', count: 4 });
    expect(relativeTime(ago(30 * DAY), NOW)).toEqual({ unit: 'month', count: 1 });
    expect(relativeTime(ago(364 * DAY), NOW)).toEqual({ unit: 'month', count: 12 });
    expect(relativeTime(ago(365 * DAY), NOW)).toEqual({ unit: 'year', count: 1 });
    expect(relativeTime(ago(3 * 365 * DAY), NOW)).toEqual({ unit: 'year', count: 3 });
  });
});

describe('relativeTimeMessage', () => {
  beforeAll(async () => {
  await initI18n();
  await loadStrings();
});

  const words = (ms: number) => {
    const { key, count } = relativeTimeMessage(relativeTime(ago(ms), NOW));
    return translate(key, { count });
  };

  it('words it in English, singular and plural', async () => {
    await changeLanguage('en');
    expect(words(10_000)).toBe('just now');
    expect(words(MINUTE)).toBe('1 minute ago');
    expect(words(3 * DAY)).toBe('3 days ago');
    expect(words(2 * 365 * DAY)).toBe('2 years ago');
  });

  it('words it in Khmer', async () => {
    await changeLanguage('kh');
    expect(words(10_000)).toBe('មុននេះបន្តិច');
    expect(words(3 * DAY)).toBe('3 ថ្ងៃមុន');
    expect(words(5 * HOUR)).toBe('5 ម៉ោងមុន');
    await changeLanguage('en');
  });
});
