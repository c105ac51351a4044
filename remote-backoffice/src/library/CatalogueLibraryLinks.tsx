import { mayDo } from '@teamwear/shared/contracts/plain';
import { Link } from '@teamwear/shared/router';
import { useStaffRole } from '../session';
import { useTranslation } from '../strings';

/** The catalogue page's way to its templates and library pictures, for the roles that manage them (owners and staff). */
export function CatalogueLibraryLinks() {
  const { t } = useTranslation();
  const role = useStaffRole();
  const links = [
    { to: '/backoffice/catalogue/templates', label: t('library.templates.title'), shown: mayDo(role, 'templates') },
    { to: '/backoffice/catalogue/pictures', label: t('library.pictures.title'), shown: mayDo(role, 'pictures') },
  ].filter((link) => link.shown);
  if (links.length === 0) return null;
  return (
    <nav aria-label={t('library.catalogueLinks')} data-testid="catalogue-library-links">
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
