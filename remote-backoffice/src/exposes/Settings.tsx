import { SettingsPage } from '../pages/SettingsPage';

export default SettingsPage;
