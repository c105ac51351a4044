import { setUpZodForStrictCsp } from '@teamwear/shared/zod-setup';
import { beginStartup } from './begin-startup';
import { startRemotes } from '../federation/start-remotes';

/** Asks at once for what the first render waits for (the remotes and the page being opened,
 *  the tenant, the strings, the session), then draws the shell. The shared modules this uses
 *  are in the entry (eager, see build/webpack-app.mjs); the rest of the shell comes behind an
 *  async boundary, where federation negotiates every other shared module (antd…). */
export function start(): void {
  // Before any zod schema is built, by the shell or a remote (see there why).
  setUpZodForStrictCsp();
  const startup = beginStartup(startRemotes());
  void import(/* webpackChunkName: "bootstrap" */ './bootstrap').then(({ renderShell }) => renderShell(startup));
}
