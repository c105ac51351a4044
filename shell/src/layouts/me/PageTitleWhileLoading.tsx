import { useTranslation } from '@teamwear/shared/i18n';
import { PageSpinner } from '../../light-ui/Spinner';

/**
 * The /me pages that open with their title at the top, drawn as the account remote draws it
 * (@teamwear/shared/ui/typography, Heading level 1 at 28 px, as the first thing of the
 * page), and the side menu's words for it, which are the page's title in every language: the
 * account's pages draw these same strings (`nav.*`, the shell's namespace), not copies of them. My designs and My orders set their title in a row
 * with buttons, drawn otherwise: they keep the spinner.
 */
export const PAGE_TITLES: Readonly<Record<string, 'nav.dashboard' | 'nav.players'>> = {
  '/me/dashboard': 'nav.dashboard',
  '/me/players': 'nav.players',
};

/**
 * While a /me page's code downloads: its title where the page will draw it, and the spinner
 * under it. The customer sees at once where they are, and on a phone the title is the first
 * large text on the screen (Lighthouse: the dashboard's largest contentful paint) instead of
 * waiting for the account remote's manifest, entry and page chunks, nor for antd: it is drawn on
 * the theme variables (.me-page-title in app/global-styles.ts: antd's heading colour, weight and
 * line height), so that this paint needs the shell's own code only.
 */
export function PageTitleWhileLoading({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const title = PAGE_TITLES[pathname];
  if (!title) return <PageSpinner />;
  return (
    <div aria-busy="true">
      <h1 className="me-page-title">{t(title)}</h1>
      <PageSpinner />
    </div>
  );
}
