import { beginStartup } from './app/begin-startup';
import { startRemotes } from './federation/start-remotes';

// The entry asks at once for what the first render waits for (the remotes and the page being
// opened, the tenant, the strings, the session); the shared modules it does that with are in
// the entry (eager, see build/webpack-app.mjs). The rest of the shell comes behind an async
// boundary, where federation negotiates every other shared module (antd…).
const startup = beginStartup(startRemotes());
void import(/* webpackChunkName: "bootstrap" */ './bootstrap').then(({ renderShell }) => renderShell(startup));
