import { useEffect, useState, type ReactNode } from 'react';
import Badge from 'antd/es/badge';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Modal from 'antd/es/modal';
import { MenuOutlined } from '@ant-design/icons';
import { prefetchModulesWhenIdle, prefetchOnIntent } from '@teamwear/shared/federation';
import { Link, useNavigate } from '@teamwear/shared/router';
import { useTenant } from '@teamwear/shared/tenant';
import { LanguageChoice } from '../common/LanguageChoice';
import { useScreenAtLeast } from '../common/use-screen-at-least';
import { RoleRefusal } from '../common/RoleRefusal';
import { mayDo, type StaffPermission } from '@teamwear/shared/contracts/plain';
import { RequireStaff, signOutStaff, STAFF_SIGN_IN_PATH, staffHomeOf, useStaffMember, useStaffRole } from '../session';
import { useTranslation } from '../strings';
import { isCataloguePart, otherPlaceModules, PLACES, placePath, placeShownTo, type BackofficePlace } from './places';
import { useReviewBadgeWatch } from './use-review-badge-watch';
import { useWaitingForReview } from './waiting-for-review';

export type { BackofficePlace } from './places';

interface Props {
  /** Where the page is in the menu (marked as the current page). */
  place: BackofficePlace;
  /** What the page needs the role to be allowed; a role without it reads why instead of the page. */
  permission?: StaffPermission;
  children: ReactNode;
}

/**
 * Every back office page but the sign-in (docs/product.md §15): for the signed-in team only, with
 * the shop's name, the menu (the orders waiting for review counted on it), the language, the team
 * member's name and sign-out. A side menu on wide screens; on a tablet or a phone a menu button
 * opens it as a drawer, so the page keeps the whole width.
 */
export function BackofficeLayout({ place, permission, children }: Props) {
  return (
    <RequireStaff>
      <Frame place={place}>{permission ? <ForRole permission={permission}>{children}</ForRole> : children}</Frame>
    </RequireStaff>
  );
}

/** The page, or, for a role without its permission (the workshop on the settings), why not. */
function ForRole({ permission, children }: { permission: StaffPermission; children: ReactNode }) {
  const role = useStaffRole();
  return mayDo(role, permission) ? children : <RoleRefusal />;
}

function Frame({ place, children }: Props) {
  const { t } = useTranslation();
  const wide = useScreenAtLeast('lg');
  const [menuOpen, setMenuOpen] = useState(false);
  useReviewBadgeWatch();
  const menu = <PlaceMenu place={place} onChosen={() => setMenuOpen(false)} />;
  return (
    <div className="backoffice" data-remote="backoffice" style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <TopBar wide={wide} menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} />
      <div style={{ display: 'flex', flex: 1, minWidth: 0 }}>
        {wide ? (
          <nav aria-label={t('layout.menuLabel')} style={{ width: 220, flex: 'none', borderInlineEnd: '1px solid rgba(128,128,128,0.25)', padding: '16px 8px' }}>
            {menu}
          </nav>
        ) : (
          <Drawer open={menuOpen} onClose={() => setMenuOpen(false)} placement="left" size={260} title={t('layout.menuLabel')}>
            <nav aria-label={t('layout.menuLabel')}>{menu}</nav>
          </Drawer>
        )}
        {/* #content: the shell's "Skip to content" link leads here. */}
        <main id="content" tabIndex={-1} style={{ flex: 1, minWidth: 0, padding: wide ? '24px 32px' : '16px 12px' }}>
          {children}
        </main>
      </div>
    </div>
  );
}

function TopBar({ wide, menuOpen, onOpenMenu }: { wide: boolean; menuOpen: boolean; onOpenMenu: () => void }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const member = useStaffMember();
  const home = staffHomeOf(member?.role ?? null);
  const navigate = useNavigate();
  const [askingSignOut, setAskingSignOut] = useState(false);
  return (
    <header style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '8px 16px', borderBottom: '1px solid rgba(128,128,128,0.25)', flexWrap: 'wrap' }}>
      {!wide && <Button type="text" icon={<MenuOutlined aria-hidden />} aria-label={t('layout.openMenu')} aria-expanded={menuOpen} onClick={onOpenMenu} />}
      <Link to={home} style={{ display: 'flex', alignItems: 'center', gap: 8, color: 'inherit', textDecoration: 'none', minWidth: 0 }}>
        {tenant?.logo && <img src={tenant.logo} alt="" height={32} style={{ height: 32, width: 'auto' }} />}
        <span style={{ fontWeight: 600, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {t('layout.shopBackOffice', { shop: tenant?.name ?? '' })}
        </span>
      </Link>
      <div style={{ marginInlineStart: 'auto', display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
        <LanguageChoice />
        {member && (
          <span data-testid="backoffice-member" title={member.email} style={{ maxWidth: 180, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {member.name}
          </span>
        )}
        <Button onClick={() => setAskingSignOut(true)}>{t('layout.signOut')}</Button>
      </div>
      <Modal
        open={askingSignOut}
        title={t('layout.signOutTitle')}
        okText={t('layout.yes')}
        cancelText={t('layout.no')}
        onCancel={() => setAskingSignOut(false)}
        onOk={async () => {
          await signOutStaff();
          setAskingSignOut(false);
          navigate(STAFF_SIGN_IN_PATH, { replace: true });
        }}
      >
        {t('layout.signOutQuestion')}
      </Modal>
    </header>
  );
}

/** Once the menu is shown (beside the page on a wide screen, in its drawer once opened on a tablet
 *  or a phone), the page has loaded and the browser is idle, the code of the menu's other pages
 *  downloads (code only, no calls; not on a data saver or 2G), so that a click on a link at once
 *  waits only for that page's first call, which the press starts (prefetchOnIntent). Each page's
 *  code once a visit: the next page's menu finds it there. */
function usePrefetchOtherPlaces(place: BackofficePlace): void {
  const role = useStaffRole();
  const modules = otherPlaceModules(place, role).join(' ');
  useEffect(() => (modules ? prefetchModulesWhenIdle(modules.split(' ')) : undefined), [modules]);
}

function PlaceMenu({ place, onChosen }: { place: BackofficePlace; onChosen: () => void }) {
  const { t } = useTranslation();
  const waiting = useWaitingForReview();
  const role = useStaffRole();
  usePrefetchOtherPlaces(place);
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 4 }}>
      {PLACES.map((each) => {
        const current = each === place;
        if (!placeShownTo(each, role)) return null;
        const to = placePath(each);
        return (
          <li key={each} style={isCataloguePart(each) ? { paddingInlineStart: 16 } : undefined}>
            {/* Pointing at a link (hover, focus, a touch's start) starts its page's code and first calls. */}
            <Link
              to={to}
              {...prefetchOnIntent(to)}
              onClick={onChosen}
              aria-current={current ? 'page' : undefined}
              style={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 8,
                padding: '8px 12px',
                borderRadius: 6,
                color: 'inherit',
                textDecoration: 'none',
                fontWeight: current ? 600 : 400,
                background: current ? 'rgba(128,128,128,0.15)' : undefined,
              }}
            >
              <span>{t(`layout.places.${each}`)}</span>
              {each === 'orders' && waiting !== null && waiting > 0 && (
                <Badge count={waiting} overflowCount={999} title={t('layout.waitingForReview', { count: waiting })} data-testid="review-badge" />
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
