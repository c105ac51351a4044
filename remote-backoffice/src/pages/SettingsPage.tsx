/** /backoffice/settings: what the CLI's `settings` commands set (../settings). */
export { SettingsPage } from '../settings/SettingsPage';
