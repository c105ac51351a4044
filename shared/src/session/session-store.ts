import { createStore } from 'zustand/vanilla';
import { decodeAccessToken, isAdmin, isTokenUnexpired } from './jwt';
import { SESSION_STORAGE_KEY } from './storage-key';

export { SESSION_STORAGE_KEY };

export interface SessionTokens {
  access_token: string;
  refresh_token: string;
}

export interface SessionDetails {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber?: string;
  /** False until the customer follows the mailed confirmation link; absent when the API did not say. */
  emailVerified?: boolean;
}

export interface SessionState {
  tokens: SessionTokens | null;
  details: SessionDetails | null;
  setTokens(tokens: SessionTokens): void;
  setDetails(details: SessionDetails | null): void;
  clear(): void;
}

/** The tokens as stored now (another tab may have changed them since this page read them). */
export function readStoredTokens(): SessionTokens | null {
  try {
    const raw = globalThis.localStorage?.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (
      parsed &&
      typeof parsed === 'object' &&
      typeof (parsed as SessionTokens).access_token === 'string' &&
      typeof (parsed as SessionTokens).refresh_token === 'string'
    ) {
      return parsed as SessionTokens;
    }
  } catch {
    // A corrupt entry is treated as no session.
  }
  return null;
}

function writeStoredTokens(tokens: SessionTokens | null): void {
  try {
    if (tokens) globalThis.localStorage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(tokens));
    else globalThis.localStorage?.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Storage unavailable: the session lasts for this page only.
  }
}

/** The session of the page. It lives in @teamwear/shared, a federation singleton, so the
 *  shell and every remote read one state. */
export const sessionStore = createStore<SessionState>()((set) => ({
  tokens: readStoredTokens(),
  details: null,
  setTokens(tokens) {
    writeStoredTokens(tokens);
    set({ tokens });
  },
  setDetails(details) {
    set({ details });
  },
  clear() {
    writeStoredTokens(null);
    set({ tokens: null, details: null });
  },
}));

/** A customer is signed in when the access token is unexpired and not an admin's. */
export function isSignedInCustomer(state: Pick<SessionState, 'tokens'>): boolean {
  if (!state.tokens) return false;
  const claims = decodeAccessToken(state.tokens.access_token);
  return isTokenUnexpired(claims) && !isAdmin(claims);
}
