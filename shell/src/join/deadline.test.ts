import { deadlineText } from './deadline';

describe("the collection's deadline", () => {
  it('is told in the shop’s time zone, not the phone’s', () => {
    // 17:00 in Phnom Penh is 10:00 UTC; a phone elsewhere still reads 17:00 (5 pm).
    expect(deadlineText('2027-01-08T10:00:00.000Z', 'en')).toMatch(/Friday.*8 January 2027.*(17:00|5:00\s?pm).*GMT\+7/i);
  });
});
