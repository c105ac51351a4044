import Avatar from 'antd/es/avatar';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { Link } from '@teamwear/shared/router';
import { useSession } from '@teamwear/shared/session';
import { useTranslation } from '@teamwear/shared/i18n';
import { nameInitial } from '../common/name-initial';

/** The profile sidebar: who is signed in, a way to settings, and sign out. */
export function ProfileSidebar({ open, onClose, onSignOut }: { open: boolean; onClose: () => void; onSignOut: () => void }) {
  const { t } = useTranslation();
  const details = useSession((s) => s.details);
  return (
    <Drawer open={open} onClose={onClose} title={t('chrome.profile')} placement="right" size={320} data-testid="profile-sidebar">
      <Flex vertical gap="middle">
        <Flex align="center" gap="middle">
          <Avatar size={48}>{nameInitial(details?.firstName)}</Avatar>
          <div>
            <Typography.Text type="secondary">{t('chrome.signedInAs')}</Typography.Text>
            <br />
            <Typography.Text strong>
              {details?.firstName} {details?.lastName}
            </Typography.Text>
            <br />
            <Typography.Text>{details?.email}</Typography.Text>
          </div>
        </Flex>
        <Link to="/me/setting" onClick={onClose}>
          {t('nav.settings')}
        </Link>
        <Button
          danger
          onClick={() => {
            onClose();
            onSignOut();
          }}
        >
          {t('nav.signOut')}
        </Button>
      </Flex>
    </Drawer>
  );
}
