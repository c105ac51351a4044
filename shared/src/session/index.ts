export { sessionStore, isSignedInCustomer, SESSION_STORAGE_KEY, type SessionState, type SessionTokens, type SessionDetails } from './session-store';
export { decodeAccessToken, isTokenUnexpired, isAdmin, CLIENT_ID, type AccessClaims } from './jwt';
export { useSession } from './use-session';
