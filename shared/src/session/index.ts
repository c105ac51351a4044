export {
  sessionStore,
  isSignedInCustomer,
  readStoredTokens,
  type SessionState,
  type SessionTokens,
  type SessionDetails,
} from './session-store';
export { SESSION_STORAGE_KEY, hasStoredSession } from './storage-key';
export { decodeAccessToken, isTokenUnexpired, isAdmin, CLIENT_ID, type AccessClaims } from './jwt';
export { useSession } from './use-session';
export {
  signIn,
  completeOtp,
  resendOtp,
  fetchTerms,
  acceptTerms,
  fetchDetails,
  refreshSession,
  installSessionHandling,
  signOut,
  tokensFrom,
  NOTIFICATION_STORAGE_KEY,
  type SignInOutcome,
  type TermsDocument,
} from './auth-session';
