import { renderToStaticMarkup } from 'react-dom/server';
import type { PlayerShare } from '@teamwear/shared/contracts';
import { translatorOf } from '../strings';
import { ShareCard } from './ShareCard';

const unpaid: PlayerShare = {
  shareCents: 2950,
  reference: 'P-3F9A2C1D',
  paidCents: 0,
  state: 'unpaid',
  khqr: [{ currency: 'USD', amount: 2950, payload: '000201…', expiresAt: '2027-01-02T00:00:00.000Z', qr: { size: 29, path: 'M4 4h7v1h-7z' } }],
  bankTransfer: { bankName: 'ABA Bank', bankNameKh: 'ធនាគារ អេប៊ីអេ', accountName: 'Angkor Sportswear', accountNameKh: '', accountNumber: '000 123 456', reference: 'P-3F9A2C1D' },
};

describe('ShareCard', () => {
  it('asks an unpaid player their share with the KHQR code drawn and the bank reference, saying it is not paid', () => {
    const html = renderToStaticMarkup(<ShareCard share={unpaid} language="en" t={translatorOf('en')} />);
    expect(html).toContain('Your share: $29.50');
    expect(html).toContain('Not paid yet.');
    expect(html).toContain('<path d="M4 4h7v1h-7z"');
    expect(html).toContain('aria-label="KHQR code to pay $29.50"');
    expect(html).toContain('P-3F9A2C1D');
    expect(html).toContain('000 123 456');
  });

  it('says paid once the shop recorded it, and asks nothing more', () => {
    const html = renderToStaticMarkup(<ShareCard share={{ ...unpaid, paidCents: 2950, state: 'paid', khqr: [] }} language="kh" t={translatorOf('kh')} />);
    expect(html).toContain('បានបង់រួច');
    expect(html).not.toContain('<svg');
    expect(html).not.toContain('000 123 456');
  });
});
