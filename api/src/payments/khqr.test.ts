import bakongKhqr from 'bakong-khqr';
import { KHQR_VALIDITY_MINUTES, KhqrMethod } from '@teamwear/shared/contracts';
import { KhqrRefused, khqrFor } from './khqr';

const { BakongKHQR } = bakongKhqr;

const method = KhqrMethod.parse({
  bakongAccountId: 'teamwear@aclb',
  merchantName: 'Teamwear Sports',
  merchantCity: 'Phnom Penh',
  currencies: ['USD', 'KHR'],
  rielsPerDollar: 4100,
});
const now = new Date();

/** Our payload read back by the SDK's own decoder and CRC check. */
function decoded(payload: string) {
  expect(BakongKHQR.verify(payload).isValid).toBe(true);
  const answer = BakongKHQR.decode(payload);
  expect(answer.status.code).toBe(0);
  return answer.data!;
}

describe('a KHQR code for the amount due on an order', () => {
  it('asks exactly the dollars due, with the order number as bill number, and expires', () => {
    const code = khqrFor({ method, amountCents: 7_051, reference: '1042', now });
    const read = decoded(code.payload);
    expect(read.transactionAmount).toBe('70.51');
    expect(read.transactionCurrency).toBe('840');
    expect(read.billNumber).toBe('1042');
    expect(read.bakongAccountID).toBe('teamwear@aclb');
    expect(read.merchantName).toBe('Teamwear Sports');
    expect(read.merchantCity).toBe('Phnom Penh');
    // Rules stored before a shop could choose read a day.
    const day = KHQR_VALIDITY_MINUTES.default * 60 * 1000;
    expect(day).toBe(24 * 60 * 60 * 1000);
    expect(Number(read.expirationTimestamp)).toBe(now.getTime() + day);
    expect(code.expiresAt.getTime()).toBe(now.getTime() + day);
  });

  it('asks whole riels at the shop’s rate, rounded up, in KHR', () => {
    // $0.07 at 4100 riels: 287 riels exactly; $70.51 at 4100: 289,091 riels.
    const code = khqrFor({ method, amountCents: 7_051, reference: '1042', currency: 'KHR', now });
    const read = decoded(code.payload);
    expect(read.transactionCurrency).toBe('116');
    expect(read.transactionAmount).toBe('289091');
    expect(code.amount).toBe(289_091);
    const odd = khqrFor({ method: { ...method, rielsPerDollar: 4_099 }, amountCents: 1, reference: '1042', currency: 'KHR', now });
    expect(decoded(odd.payload).transactionAmount).toBe('41');
  });

  it('makes a new code, with a new CRC, when the amount changes', () => {
    const before = decoded(khqrFor({ method, amountCents: 14_000, reference: '1042', now }).payload);
    const after = decoded(khqrFor({ method, amountCents: 7_000, reference: '1042', now }).payload);
    expect(after.transactionAmount).toBe('70');
    expect(before.transactionAmount).toBe('140');
    expect(after.crc).not.toBe(before.crc);
  });

  it('stays valid the time the shop chose', () => {
    const code = khqrFor({ method: { ...method, validityMinutes: 15 }, amountCents: 100, reference: '7', now });
    expect(Number(decoded(code.payload).expirationTimestamp)).toBe(now.getTime() + 15 * 60 * 1000);
    expect(code.expiresAt.getTime()).toBe(now.getTime() + 15 * 60 * 1000);
  });

  it('refuses nothing due, a currency the shop does not take, and KHR without a rate', () => {
    expect(() => khqrFor({ method, amountCents: 0, reference: '7', now })).toThrow(KhqrRefused);
    expect(() => khqrFor({ method: { ...method, currencies: ['USD'] }, amountCents: 100, reference: '7', currency: 'KHR', now })).toThrow('The shop takes no KHQR in KHR');
    expect(() => khqrFor({ method: { ...method, rielsPerDollar: null }, amountCents: 100, reference: '7', currency: 'KHR', now })).toThrow(KhqrRefused);
  });
});
