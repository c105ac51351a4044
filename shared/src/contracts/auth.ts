import { z } from 'zod';
import { storableText } from './untrusted-input';

/**
 * The client applications that may ask for tokens: `web`, the customer app (customers only), and
 * `provider`, the shop team's tools (ADMIN accounts only). Each refuses the other's accounts.
 */
export const CLIENT_IDS = ['web', 'provider'] as const;
export const ClientId = z.enum(CLIENT_IDS, { error: 'clientId must be "web" or "provider"' });
export type ClientId = z.infer<typeof ClientId>;
export const CUSTOMER_CLIENT: ClientId = 'web';
export const PROVIDER_CLIENT: ClientId = 'provider';

const requiredText = (label: string, max: number, secret = false) =>
  storableText({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) }, { label, secret })
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const Email = requiredText('Email', 254).pipe(z.email('Email is invalid'));

/** `POST /api/accounts/token` */
export const TokenRequest = z.object({
  email: Email,
  password: requiredText('Password', 1024, true),
  clientId: ClientId,
});
export type TokenRequest = z.infer<typeof TokenRequest>;

export const TokenResponse = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  /** Lifetime of the access token in seconds. */
  expires_in: z.number().int().positive(),
  token_type: z.literal('Bearer'),
});
export type TokenResponse = z.infer<typeof TokenResponse>;

/** `POST /api/accounts/refreshtoken`: the refresh token is rotated on every use. */
export const RefreshTokenRequest = z.object({
  token: requiredText('Token', 512),
  clientId: ClientId,
});
export type RefreshTokenRequest = z.infer<typeof RefreshTokenRequest>;

export const RefreshTokenResponse = z.object({ data: TokenResponse });
export type RefreshTokenResponse = z.infer<typeof RefreshTokenResponse>;

/** `POST /api/accounts/token/destroy`: ends the session the refresh token belongs to. */
export const DestroyTokenRequest = z.object({ token: requiredText('Token', 512) });
export type DestroyTokenRequest = z.infer<typeof DestroyTokenRequest>;

/** `GET /api/accounts/details` */
export const AccountDetails = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  /** False until the mailed confirmation link is followed (`POST /api/accounts/verifyemail`). */
  emailVerified: z.boolean(),
});
export type AccountDetails = z.infer<typeof AccountDetails>;

export const AccountDetailsResponse = z.object({ data: AccountDetails });
export type AccountDetailsResponse = z.infer<typeof AccountDetailsResponse>;

/** The role that marks an administrator (rejected by the customer app). */
export const ADMIN_ROLE = 'ADMIN';

/** Claims of the access token (a JWT); the browser decodes it without verifying. */
export const AccessTokenClaims = z.object({
  iss: z.string(),
  aud: z.union([z.string(), z.array(z.string())]),
  sub: z.string(),
  /** Tenant id: the token is refused on any other tenant's host. */
  tid: z.string(),
  /** Session id (the refresh-token family). */
  sid: z.string(),
  iat: z.number(),
  exp: z.number(),
  given_name: z.string(),
  family_name: z.string(),
  email: z.string(),
  resource_access: z.record(z.string(), z.object({ roles: z.array(z.string()) })),
});
export type AccessTokenClaims = z.infer<typeof AccessTokenClaims>;
