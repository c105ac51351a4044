import type { PlayerShare } from '@teamwear/shared/contracts';
import type { Language } from '@teamwear/shared/i18n';
import { rielMoney, shareMoney } from '../share-money';
import type { Translate } from '../strings';

/**
 * Players pay (issue 38): the player's share, and how to pay it: a KHQR code for exactly what is
 * left (drawn from the path the API sends; any bank app reads it) and the bank account, both with
 * the entry's reference; "Paid" once the shop has recorded it. Unpaid is said, never left out.
 */
export function ShareCard({ share, language, t }: { share: PlayerShare; language: Language; t: Translate }) {
  const money = (cents: number) => shareMoney(cents, language);
  const left = share.shareCents - share.paidCents;
  const bank = share.bankTransfer;
  return (
    <section className="join-card join-share" aria-labelledby="join-share-heading" data-testid="join-share">
      <h2 id="join-share-heading">{t('share.heading', { amount: money(share.shareCents) })}</h2>
      <p className={`join-share-state join-share-${share.state}`} data-testid="join-share-state">
        {share.state === 'paid'
          ? t('share.paid')
          : share.state === 'part'
            ? t('share.part', { paid: money(share.paidCents), left: money(left) })
            : t('share.unpaid')}
      </p>
      {share.state === 'paid' ? null : (
        <>
          <p className="join-muted">{t('share.reference', { reference: share.reference })}</p>
          {share.khqr.map((code) => {
            const amount = code.currency === 'KHR' ? rielMoney(code.amount, language) : money(code.amount);
            return (
              <figure key={code.currency} className="join-khqr">
                <svg
                  viewBox={`0 0 ${code.qr.size} ${code.qr.size}`}
                  role="img"
                  aria-label={t('share.khqrLabel', { amount })}
                  data-testid="join-khqr"
                  data-payload={code.payload}
                >
                  <rect width={code.qr.size} height={code.qr.size} fill="#fff" />
                  <path d={code.qr.path} fill="#000" />
                </svg>
                <figcaption>{t('share.khqr', { amount })}</figcaption>
              </figure>
            );
          })}
          {bank ? (
            <dl className="join-bank" data-testid="join-bank">
              <dt>{t('share.bank')}</dt>
              <dd>{(language === 'kh' && bank.bankNameKh) || bank.bankName}</dd>
              <dt>{t('share.accountName')}</dt>
              <dd>{(language === 'kh' && bank.accountNameKh) || bank.accountName}</dd>
              <dt>{t('share.accountNumber')}</dt>
              <dd>{bank.accountNumber}</dd>
              <dt>{t('share.transferReference')}</dt>
              <dd>{bank.reference}</dd>
            </dl>
          ) : null}
          <p className="join-muted">{t('share.recordedBy')}</p>
        </>
      )}
    </section>
  );
}
