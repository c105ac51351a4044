import { useState } from 'react';
import { privateLinkOf, type EntryLink } from '../entry-link';
import type { Translate } from '../strings';

/** The private link to change one's own entry until the deadline, to keep or copy. */
export function PrivateLink({ code, link, deadline, t }: { code: string; link: EntryLink; deadline: string; t: Translate }) {
  const address = privateLinkOf(code, link);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await globalThis.navigator.clipboard.writeText(address);
      setCopied(true);
    } catch {
      // No clipboard (an older browser, a refused permission): the address is there to select.
      (globalThis.document.getElementById('join-link') as HTMLInputElement | null)?.select();
    }
  };
  return (
    <section className="join-card" aria-labelledby="join-link-heading">
      <h2 id="join-link-heading">{t('done.linkHeading')}</h2>
      <p id="join-link-hint">{t('done.linkHint', { deadline })}</p>
      <input
        id="join-link"
        className="join-link"
        readOnly
        value={address}
        aria-labelledby="join-link-heading"
        aria-describedby="join-link-hint"
        data-testid="join-private-link"
        onFocus={(event) => event.currentTarget.select()}
      />
      <p>
        <button type="button" className="join-secondary" onClick={() => void copy()}>
          {copied ? t('done.copied') : t('done.copy')}
        </button>
      </p>
    </section>
  );
}
