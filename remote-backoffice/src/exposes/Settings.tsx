import { BackofficeLayout } from '../layout/BackofficeLayout';
import { SettingsPage } from '../pages/SettingsPage';

/** The page inside the back office's layout (its menu, the staff's session). */
export default function Settings() {
  return (
    <BackofficeLayout place="settings" permission="settings">
      <SettingsPage />
    </BackofficeLayout>
  );
}
