import { ORDER_STATUSES, type PaymentTerms, type ShopContact } from '@teamwear/shared/contracts';
import { payContactOf, paymentShownBy } from './how-to-pay';

const contact: ShopContact = {
  address: 'No. 12, Sivatha Boulevard',
  hours: 'Monday to Saturday',
  phone: '+855 63 760 120',
  email: 'hello@angkor.test',
  translations: { kh: { address: 'ផ្ទះលេខ 12 មហាវិថីសិវុត្ថា', hours: null } },
};

describe('how to pay the shop', () => {
  it("gives the shop's phone, email and address, the address in the page's language", () => {
    expect(payContactOf(contact, 'en')).toEqual({ phone: '+855 63 760 120', email: 'hello@angkor.test', address: 'No. 12, Sivatha Boulevard' });
    expect(payContactOf(contact, 'kh')?.address).toBe('ផ្ទះលេខ 12 មហាវិថីសិវុត្ថា');
    expect(payContactOf({ ...contact, translations: undefined }, 'kh')?.address).toBe('No. 12, Sivatha Boulevard');
  });

  it('is nothing when the shop gives no way to reach it', () => {
    expect(payContactOf({ address: null, hours: 'Mondays', phone: null, email: null }, 'en')).toBeNull();
    expect(payContactOf(null, 'en')).toBeNull();
  });
});

describe('which card says what to pay and how', () => {
  const none: PaymentTerms = { methods: { khqr: null, bankTransfer: null, cashOnDelivery: false }, deposit: null, due: { kind: 'balance', dueCents: 14_000, before: null } };
  const bank: PaymentTerms = { ...none, methods: { ...none.methods, bankTransfer: { bankName: 'ABA Bank', bankNameKh: '', accountName: 'Angkor Co', accountNameKh: '', accountNumber: '000 123' } } };
  const depositOnly: PaymentTerms = { ...none, deposit: { percent: 50, requiredCents: 7_000, balanceDue: 'on_delivery' }, due: { kind: 'deposit', dueCents: 7_000, before: 'PROCESSING' } };

  it('is the Pay card once the shop approved the order and has payment rules', () => {
    for (const status of ['APPROVED', 'PROCESSING', 'READY', 'ON_THE_WAY', 'COMPLETED'] as const) {
      expect(paymentShownBy({ status, paymentTerms: bank })).toBe('pay-card');
    }
    expect(paymentShownBy({ status: 'APPROVED', paymentTerms: depositOnly })).toBe('pay-card');
    expect(paymentShownBy({ status: 'APPROVED', paymentTerms: { ...none, methods: { ...none.methods, cashOnDelivery: true } } })).toBe('pay-card');
  });

  it('is the Price card before approval, for an order that never went ahead, and for a shop without rules', () => {
    expect(paymentShownBy({ status: 'REVIEWING', paymentTerms: bank })).toBe('price-card');
    expect(paymentShownBy({ status: 'CANCELED', paymentTerms: bank })).toBe('price-card');
    expect(paymentShownBy({ status: 'REJECTED', paymentTerms: bank })).toBe('price-card');
    for (const status of ORDER_STATUSES) {
      expect(paymentShownBy({ status, paymentTerms: none })).toBe('price-card');
      expect(paymentShownBy({ status, paymentTerms: null })).toBe('price-card');
      expect(paymentShownBy({ status })).toBe('price-card');
    }
  });
});
