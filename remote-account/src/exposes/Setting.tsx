import { SettingPage } from '../pages/SettingPage';

export default SettingPage;
