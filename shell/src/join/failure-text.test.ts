import { failureText, problemText, retryable } from './failure-text';
import { translatorOf } from './strings';

const t = translatorOf('en');

describe('what a failure shows the player', () => {
  it('tells a taken number with free ones from one with none free', () => {
    expect(failureText({ kind: 'number-taken', number: 7, freeNumbers: [6, 8] }, t)).toBe('Number 7 is already taken. Pick a free one:');
    expect(failureText({ kind: 'number-taken', number: 7, freeNumbers: [] }, t)).toBe('Number 7 is already taken and no number is free: ask your team manager.');
  });

  it('says how long to wait when the API says it, and "a moment" when it does not', () => {
    expect(failureText({ kind: 'rate-limited', seconds: 30 }, t)).toContain('try again in 30 seconds.');
    expect(failureText({ kind: 'rate-limited', seconds: null }, t)).toContain('try again in a moment.');
  });

  it('points a rejected form to its fields, and keeps the API’s own text out of the headline', () => {
    expect(failureText({ kind: 'invalid', fields: { name: 'Too long' }, message: 'Bad entry' }, t)).toBe('Check the fields marked below.');
    expect(failureText({ kind: 'unexpected', message: 'Internal detail' }, t)).toBe('Something went wrong. What you typed is kept: try again.');
  });

  it('says it in Khmer on the Khmer page', () => {
    expect(failureText({ kind: 'closed' }, translatorOf('kh'))).not.toBe(failureText({ kind: 'closed' }, t));
  });

  it('gives a field the API’s message as written, and the page’s own problems in its words', () => {
    expect(problemText({ text: 'Name is too long' }, t)).toBe('Name is too long');
    expect(problemText({ key: 'problems.numberRange', values: { min: 1, max: 99 } }, t)).toBe('The number must be a whole number from 1 to 99.');
  });

  it('offers to try again only after a failure that may pass by itself', () => {
    expect(retryable({ kind: 'network' })).toBe(true);
    expect(retryable({ kind: 'rate-limited', seconds: null })).toBe(true);
    expect(retryable({ kind: 'not-found' })).toBe(false);
    expect(retryable({ kind: 'closed' })).toBe(false);
  });
});
