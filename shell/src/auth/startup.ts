import {
  decodeAccessToken,
  fetchDetails,
  isAdmin,
  isTokenUnexpired,
  refreshSession,
  sessionStore,
  type SessionTokens,
} from '@teamwear/shared/session';
import { takeEarlyDetails } from '../startup/early-start/handover';

/** What start-up does with the stored session (docs/product.md §4). */
export type StartupStep =
  /** An unexpired customer token: keep it and fetch the details before mounting. */
  | { kind: 'use-stored' }
  /** No usable access token but a refresh token: try one refresh before mounting. */
  | { kind: 'refresh' }
  /** Nothing to keep (no session, or an admin's): clear it and mount signed out. */
  | { kind: 'signed-out' };

export function decideStartup(tokens: SessionTokens | null, nowSeconds: number): StartupStep {
  if (!tokens) return { kind: 'signed-out' };
  const claims = decodeAccessToken(tokens.access_token);
  // docs/product.md §6: an admin session is discarded, however fresh.
  if (isTokenUnexpired(claims, nowSeconds)) return isAdmin(claims) ? { kind: 'signed-out' } : { kind: 'use-stored' };
  return tokens.refresh_token ? { kind: 'refresh' } : { kind: 'signed-out' };
}

export interface StartupEffects {
  /** `storedToken`: the stored access token is the one in use, so the start-up script's request
   *  (index.html, sent with it) may answer; after a refresh it may not. */
  fetchDetails(storedToken: boolean): Promise<boolean>;
  /** Stores the new pair and answers true, or answers false (clearing an admin's or a refused session). */
  refresh(): Promise<boolean>;
  clear(): void;
}

const realEffects: StartupEffects = {
  // The start-up script's request when it made one (index.html, a signed-in page); taken in any
  // case, so that nothing later takes an answer given to another token.
  fetchDetails: (storedToken) => {
    const early = takeEarlyDetails();
    return fetchDetails(storedToken ? early : null);
  },
  refresh: refreshSession,
  clear: () => sessionStore.getState().clear(),
};

/** Runs the start-up step before the first render; resolves whether it kept a session (a 401
 *  on the details call may still end it). The access rule (RequireAccess) then keeps the
 *  visitor on a public path or sends them to sign-in. */
export async function restoreSession(
  tokens: SessionTokens | null = sessionStore.getState().tokens,
  nowSeconds = Math.floor(Date.now() / 1000),
  effects: StartupEffects = realEffects,
): Promise<boolean> {
  const step = decideStartup(tokens, nowSeconds);
  switch (step.kind) {
    case 'use-stored':
      await effects.fetchDetails(true);
      return true;
    case 'refresh':
      if (!(await effects.refresh())) return false;
      await effects.fetchDetails(false);
      return true;
    case 'signed-out':
      effects.clear();
      return false;
  }
}
