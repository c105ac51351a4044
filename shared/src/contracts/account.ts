import { z } from 'zod';
import { TokenResponse } from './auth';
import { storableText } from './untrusted-input';
import { AccountDetailsResponse, DestroyTokenRequest, RefreshTokenRequest, RefreshTokenResponse, TokenRequest } from './auth';
import { accountAddresses, passwordAddresses, signInAddresses } from './addresses';
import { defineEndpoint } from './endpoint';
import { ApiError } from './error';

/**
 * Payloads of the account calls of docs/product.md §7 that the spec leaves "not shown".
 * The messages are the spec's §5 and §8 wording; the browser shows them as they come.
 */

const required = (message: string, label: string) =>
  storableText({ error: () => message }, { label }).trim().min(1, message);

/** OWASP ASVS 5 (V6.2): at least 8 characters (we ask 10), at most 128, any characters. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
export const NewPassword = storableText({ error: 'Password is required' }, { secret: true })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** Digits, spaces, dashes, parentheses and an optional leading +; 6 to 20 digits. */
export const PhoneNumber = required('Phone number is required', 'Phone number')
  .max(32, 'Phone number is invalid')
  .regex(/^\+?[0-9\s\-()]{6,}$/, 'Phone number is invalid')
  .refine((v) => {
    const digits = v.replace(/\D/g, '').length;
    return digits >= 6 && digits <= 20;
  }, 'Phone number is invalid');

export const PersonName = (label: string) => required(`${label} is required`, label).max(100, `${label} must be at most 100 characters`);

/** The language a customer's mail is written in: the page's language when they signed up. The
 *  product's two (i18n's LANGUAGES, which this entry does not import: it reads the browser's storage). */
export const ACCOUNT_LANGUAGES = ['en', 'kh'] as const;
export const AccountLanguage = z.enum(ACCOUNT_LANGUAGES, { error: `language must be one of ${ACCOUNT_LANGUAGES.join(', ')}` });
export type AccountLanguage = z.infer<typeof AccountLanguage>;

/** `POST /api/accounts/register` → 201 `{ message: 'Registration done: please go to sign in' }`.
 *  The same answer whether or not the email was already registered (no enumeration; the owner of
 *  an existing address gets a mail saying so instead). Registering accepts the tenant's current
 *  terms (show or link them on the sign-up page: `GET /api/oauth/termsandconditions` needs no token). */
export const RegisterRequest = z
  .object({
    firstName: PersonName('First name'),
    lastName: PersonName('Last name'),
    phoneNumber: PhoneNumber,
    email: storableText({ error: 'Email is required' }, { label: 'Email' }).trim().min(1, 'Email is required').pipe(z.email('Email is invalid')),
    password: NewPassword,
    confirmPassword: storableText({ error: 'Confirm password is required' }, { secret: true }).min(1, 'Confirm password is required'),
    /** The sign-up page's language: the customer's mail is written in it (English when left out). */
    language: AccountLanguage.optional(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The password confirmation is incorrect',
  });
export type RegisterRequest = z.infer<typeof RegisterRequest>;

/** Every call that only confirms something answers `{ message }`. */
export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

/** `POST /api/accounts/forgotpassword` → 200 `{ message: 'Password reset link sent' }`, always. */
export const ForgotPasswordRequest = z.object({
  email: storableText({ error: 'Please input your email' }, { label: 'Email' }).trim().min(1, 'Please input your email').pipe(z.email('Email is invalid')),
});
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>;

/** `POST /api/accounts/resetpassword` (token from the mailed link, single use, expiring). */
export const ResetPasswordRequest = z.object({
  token: required('Token is required', 'Token').max(512),
  password: NewPassword,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

/** `PUT /api/oauth/password` (bearer): ends every other session of the user. */
export const ChangePasswordRequest = z
  .object({
    currentPassword: storableText({ error: 'Password is required' }, { secret: true }).min(1, 'Password is required'),
    newPassword: NewPassword,
    confirmPassword: storableText({ error: 'Confirm password is required' }, { secret: true }).min(1, 'Confirm password is required'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The password confirmation is incorrect',
  });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

/** `PUT /api/accounts/details` (bearer): the email is the sign-in name and is not changed here. */
export const UpdateAccountDetailsRequest = z.object({
  firstName: PersonName('First name'),
  lastName: PersonName('Last name'),
  phoneNumber: PhoneNumber,
});
export type UpdateAccountDetailsRequest = z.infer<typeof UpdateAccountDetailsRequest>;

/** `POST /api/accounts/verifyemail` with the token of the mailed confirmation link (single use, 7 days). */
export const VerifyEmailRequest = z.object({ token: required('Token is required', 'Token').max(512) });
export type VerifyEmailRequest = z.infer<typeof VerifyEmailRequest>;

/** `POST /api/oauth/unlock` with the token from the mailed unlock link. */
export const UnlockRequest = z.object({ token: required('Token is required', 'Token').max(512) });
export type UnlockRequest = z.infer<typeof UnlockRequest>;

/**
 * A sign-in (`POST /api/accounts/token`, `/api/oauth/social`) that needs one more step answers
 * 403 with one of these codes instead of tokens:
 * - `OTP_REQUIRED` `{ code, message, username }`: a one-time code was mailed (new device);
 *   finish with `POST /api/oauth/confirmotp` (headers Username, OTP-Token, client-id).
 * - `TERMS_REQUIRED` `{ code, message, termsToken }`: the terms changed; read them with
 *   `GET /api/oauth/termsandconditions` and accept with `POST /api/oauth/accepttermsandconditions`,
 *   both with header `Authorization: Bearer <termsToken>`; accepting answers the tokens.
 * - `ACCOUNT_LOCKED` is never sent: a locked account answers INVALID_CREDENTIALS like a wrong password.
 */
export const OtpRequiredError = z.object({ code: z.literal('OTP_REQUIRED'), message: z.string(), username: z.string() });
export type OtpRequiredError = z.infer<typeof OtpRequiredError>;
export const TermsRequiredError = z.object({ code: z.literal('TERMS_REQUIRED'), message: z.string(), termsToken: z.string() });
export type TermsRequiredError = z.infer<typeof TermsRequiredError>;

/** Headers of `POST /api/oauth/confirmotp` (no body). A wrong, used or expired code answers
 *  401 INVALID_CREDENTIALS; after 5 wrong codes the code is spent (sign in again or resend). */
export const ClientIdHeader = z.object({ 'client-id': z.literal('web', { error: 'client-id must be "web"' }) });
export const ConfirmOtpHeaders = ClientIdHeader.extend({
  username: required('Username is required', 'Username').max(254),
  'otp-token': storableText({ error: 'The code is required' }, { label: 'The code' }).trim().regex(/^\d{6}$/, 'The code must be 6 digits'),
});
export type ConfirmOtpHeaders = z.infer<typeof ConfirmOtpHeaders>;

/** Header of `POST /api/oauth/resendotp` (no body) → 200 `{ message }` whether or not anything was sent. */
export const ResendOtpHeaders = z.object({ username: required('Username is required', 'Username').max(254) });
export type ResendOtpHeaders = z.infer<typeof ResendOtpHeaders>;

/** `POST /api/oauth/confirmotp` and `POST /api/oauth/accepttermsandconditions` → the tokens. */
export const CompletedSignInResponse = TokenResponse;

/** `GET /api/oauth/termsandconditions`: with `Authorization: Bearer <termsToken>` the version to
 *  accept; without one the current version (for the sign-up page). 404 when none is published. */
export const TermsResponse = z.object({
  data: z.object({ version: z.string(), title: z.string(), body: z.string(), publishedAt: z.string() }),
});
export type TermsResponse = z.infer<typeof TermsResponse>;

/** `GET/PUT /api/oauth/notification` (bearer): which mails the customer wants. */
export const NotificationSettings = z.object({
  orderUpdates: z.boolean(),
  designReviews: z.boolean(),
  newsletter: z.boolean(),
});
export type NotificationSettings = z.infer<typeof NotificationSettings>;
export const NotificationSettingsResponse = z.object({ data: NotificationSettings });

/** `GET /api/accounts/summary` (bearer, header clientId): the dashboard's counts. */
const Count = z.object({ total: z.number().int().nonnegative(), thisWeek: z.number().int().nonnegative() });

/** What the customer added in one ISO week (Monday, UTC). */
export const WeeklyActivity = z.object({
  /** The week's Monday, `YYYY-MM-DD`. */
  weekStart: z.string(),
  designs: z.number().int().nonnegative(),
  players: z.number().int().nonnegative(),
});
export type WeeklyActivity = z.infer<typeof WeeklyActivity>;
export const ACTIVITY_WEEKS = 12;

export const AccountSummary = z.object({
  designs: Count,
  players: Count,
  ordersInProgress: z.number().int().nonnegative(),
  ordersCompleted: z.number().int().nonnegative(),
  /** The last ACTIVITY_WEEKS weeks, oldest first, this week last: designs (still kept) and players added. */
  activity: z.array(WeeklyActivity),
});
export type AccountSummary = z.infer<typeof AccountSummary>;
export const AccountSummaryResponse = z.object({ data: AccountSummary });

/** `GET /api/oauth/token` (bearer): the user's sessions. `DELETE /api/oauth/destroy/{userId}/{sessionId}`
 *  ends one (204); the user id must be the caller's own. */
export const SessionInfo = z.object({
  id: z.string(),
  userId: z.string(),
  device: z.string(),
  browser: z.string(),
  ip: z.string(),
  startedAt: z.string(),
  lastAccessAt: z.string(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof SessionInfo>;
export const SessionListResponse = z.object({ data: z.array(SessionInfo) });

/** `POST /api/oauth/social` (header client-id, see ClientIdHeader): an OpenID Connect ID token from
 *  a provider the tenant trusts; signs the user in, or up on first use. Answers like the token call
 *  (200 tokens, 403 OTP_REQUIRED / TERMS_REQUIRED); an untrusted or invalid ID token answers 401
 *  INVALID_CREDENTIALS. */
export const SocialSignInRequest = z.object({
  provider: required('Provider is required', 'Provider').max(64),
  idToken: required('ID token is required', 'ID token').max(8192),
  /** The page's language: an account made by this sign-in is mailed in it (English when left out). */
  language: AccountLanguage.optional(),
});
export type SocialSignInRequest = z.infer<typeof SocialSignInRequest>;

/** What a sign-in call may answer with 403: one more step, or an ordinary error. */
export const SignInStepRequired = z.union([OtpRequiredError, TermsRequiredError, ApiError]);

const signedInErrors = { 401: ApiError, 403: ApiError, 404: ApiError, 429: ApiError } as const;

/** Signing in and out, and the steps a sign-in may need (docs/product.md §2). */
export const signInEndpoints = {
  token: defineEndpoint({
    ...signInAddresses.token,
    body: TokenRequest,
    responses: { 200: TokenResponse, 400: ApiError, 401: ApiError, 403: SignInStepRequired, 404: ApiError, 429: ApiError },
  }),
  refresh: defineEndpoint({
    ...signInAddresses.refresh,
    body: RefreshTokenRequest,
    responses: { 200: RefreshTokenResponse, 400: ApiError, 401: ApiError, 404: ApiError, 429: ApiError },
  }),
  signOut: defineEndpoint({
    ...signInAddresses.signOut,
    body: DestroyTokenRequest,
    responses: { 204: z.null().describe('Signed out'), 400: ApiError, 404: ApiError, 429: ApiError },
  }),
  /** No body: the headers Username, OTP-Token and client-id (ConfirmOtpHeaders). */
  confirmOtp: defineEndpoint({
    ...signInAddresses.confirmOtp,
    responses: { 200: CompletedSignInResponse, 400: ApiError, 401: ApiError, 403: SignInStepRequired, 404: ApiError, 429: ApiError },
  }),
  /** No body: the header Username (ResendOtpHeaders). */
  resendOtp: defineEndpoint({
    ...signInAddresses.resendOtp,
    responses: { 200: MessageResponse, 400: ApiError, 404: ApiError, 429: ApiError },
  }),
  terms: defineEndpoint({
    ...signInAddresses.terms,
    responses: { 200: TermsResponse, 401: ApiError, 404: ApiError, 429: ApiError },
  }),
  acceptTerms: defineEndpoint({
    ...signInAddresses.acceptTerms,
    responses: { 200: CompletedSignInResponse, 401: ApiError, 403: SignInStepRequired, 404: ApiError, 429: ApiError },
  }),
  social: defineEndpoint({
    ...signInAddresses.social,
    body: SocialSignInRequest,
    responses: { 200: CompletedSignInResponse, 400: ApiError, 401: ApiError, 403: SignInStepRequired, 404: ApiError, 409: ApiError, 429: ApiError, 503: ApiError },
  }),
};

/** Registering, passwords and the email's confirmation. */
export const passwordEndpoints = {
  register: defineEndpoint({
    ...passwordAddresses.register,
    body: RegisterRequest,
    responses: { 201: MessageResponse, 400: ApiError, 404: ApiError, 429: ApiError },
  }),
  forgot: defineEndpoint({
    ...passwordAddresses.forgot,
    body: ForgotPasswordRequest,
    responses: { 200: MessageResponse, 400: ApiError, 404: ApiError, 429: ApiError },
  }),
  reset: defineEndpoint({
    ...passwordAddresses.reset,
    body: ResetPasswordRequest,
    responses: { 200: MessageResponse, 400: ApiError, 404: ApiError, 429: ApiError },
  }),
  unlock: defineEndpoint({
    ...passwordAddresses.unlock,
    body: UnlockRequest,
    responses: { 200: MessageResponse, 400: ApiError, 404: ApiError, 429: ApiError },
  }),
  change: defineEndpoint({
    ...passwordAddresses.change,
    body: ChangePasswordRequest,
    responses: { 200: MessageResponse, 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 429: ApiError },
  }),
  verifyEmail: defineEndpoint({
    ...passwordAddresses.verifyEmail,
    body: VerifyEmailRequest,
    responses: { 200: MessageResponse, 400: ApiError, 404: ApiError, 429: ApiError },
  }),
  resendVerifyEmail: defineEndpoint({
    ...passwordAddresses.resendVerifyEmail,
    responses: { 200: MessageResponse, 401: ApiError, 403: ApiError, 404: ApiError, 429: ApiError },
  }),
};

/** The path of one of the signed-in user's sessions. */
export const SessionParams = z.object({
  userId: z.string().max(64).describe("The signed-in user's id (the access token's sub)"),
  sessionId: z.string().max(64).describe('The session id (SessionInfo.id)'),
});

/** The signed-in user's account: details, the dashboard's summary, mails wanted, sessions. */
export const accountEndpoints = {
  details: defineEndpoint({ ...accountAddresses.details, responses: { 200: AccountDetailsResponse, ...signedInErrors } }),
  updateDetails: defineEndpoint({
    ...accountAddresses.updateDetails,
    body: UpdateAccountDetailsRequest,
    responses: { 200: AccountDetailsResponse, 400: ApiError, ...signedInErrors },
  }),
  summary: defineEndpoint({ ...accountAddresses.summary, responses: { 200: AccountSummaryResponse, ...signedInErrors } }),
  notifications: defineEndpoint({ ...accountAddresses.notifications, responses: { 200: NotificationSettingsResponse, ...signedInErrors } }),
  updateNotifications: defineEndpoint({
    ...accountAddresses.updateNotifications,
    body: NotificationSettings,
    responses: { 200: NotificationSettingsResponse, 400: ApiError, ...signedInErrors },
  }),
  sessions: defineEndpoint({
    ...accountAddresses.sessions,
    responses: { 200: SessionListResponse, 401: ApiError, 403: ApiError, 404: ApiError, 429: ApiError },
  }),
  endSession: defineEndpoint({
    ...accountAddresses.endSession,
    params: SessionParams,
    responses: { 204: z.null().describe('Session ended'), 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 429: ApiError },
  }),
};
