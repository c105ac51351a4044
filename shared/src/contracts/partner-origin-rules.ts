// The rules of a shop's partner sites (the origins whose pages may embed its studio), without zod:
// the back office's form says what is wrong as the owner types (in the page's language, from the
// problem's key), and the API refuses the same (shop-partners.ts, with PARTNER_ORIGIN_MESSAGES).

/** Partner sites a shop lists at most: each is checked on every cross-origin call of the studio. */
export const PARTNER_ORIGINS_MAX = 20;
/** Longer than any origin a browser sends (a host is at most 253 characters). */
export const PARTNER_ORIGIN_MAX_LENGTH = 300;
/** How long a rotated-away shop key (and the shop's slug, at the first rotation) keeps working. */
export const SHOP_KEY_GRACE_HOURS = 48;

export type PartnerOriginProblem = 'required' | 'tooLong' | 'notAddress' | 'notHttps' | 'credentials' | 'notOriginOnly' | 'badHost' | 'duplicate';

export const PARTNER_ORIGIN_MESSAGES: Record<PartnerOriginProblem, string> = {
  required: 'Enter the partner site’s address, such as https://club.example.org',
  tooLong: `The address must be at most ${PARTNER_ORIGIN_MAX_LENGTH} characters`,
  notAddress: 'Write the whole address with its scheme, such as https://club.example.org',
  notHttps: 'The address must start with https:// (http:// only for localhost and 127.0.0.1)',
  credentials: 'The address must not contain a user name or password',
  notOriginOnly: 'Only the site: scheme, host and port, without a path, query or #fragment',
  badHost: 'The host must be a domain name such as club.example.org (no * or spaces)',
  duplicate: 'This site is already in the list',
};
export const TOO_MANY_PARTNER_ORIGINS = `A shop lists at most ${PARTNER_ORIGINS_MAX} partner sites`;

export type PartnerOriginCheck = { ok: true; origin: string } | { ok: false; problem: PartnerOriginProblem };

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);
/** A host the browser sends as a page's Origin: DNS labels (as punycode), an IPv4 or a bracketed IPv6 address. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])$/;

/**
 * One partner site as typed, read as the origin a browser sends from its pages (`Origin`): lower
 * case, the host as punycode, the scheme's default port left out. A trailing `/` is taken (people
 * paste addresses so); a path, query or fragment is not, as the Origin never carries one.
 */
export function checkPartnerOrigin(typed: string): PartnerOriginCheck {
  const text = typed.trim();
  if (text === '') return { ok: false, problem: 'required' };
  if (text.length > PARTNER_ORIGIN_MAX_LENGTH) return { ok: false, problem: 'tooLong' };
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) return { ok: false, problem: 'notAddress' };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, problem: 'notAddress' };
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname))) return { ok: false, problem: 'notHttps' };
  if (url.username !== '' || url.password !== '') return { ok: false, problem: 'credentials' };
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '' || /[?#]/.test(text)) return { ok: false, problem: 'notOriginOnly' };
  if (!HOST.test(url.hostname)) return { ok: false, problem: 'badHost' };
  return { ok: true, origin: url.origin };
}

/** Each row's problem (by its index), a later row repeating an earlier site being the duplicate. */
export function checkPartnerOrigins(typed: readonly string[]): { origins: string[]; problems: { index: number; problem: PartnerOriginProblem }[]; tooMany: boolean } {
  const origins: string[] = [];
  const problems: { index: number; problem: PartnerOriginProblem }[] = [];
  typed.forEach((text, index) => {
    const checked = checkPartnerOrigin(text);
    if (!checked.ok) problems.push({ index, problem: checked.problem });
    else if (origins.includes(checked.origin)) problems.push({ index, problem: 'duplicate' });
    else origins.push(checked.origin);
  });
  return { origins, problems, tooMany: typed.length > PARTNER_ORIGINS_MAX };
}

/** A shop key as the API hands it out: `sk_` and 18 random bytes in base64url. */
export const SHOP_KEY_PATTERN = /^sk_[A-Za-z0-9_-]{24}$/;
/** A shop's slug, which partner pages passed as its key before keys were rotated (until its first rotation). */
export const SLUG_SHOP_KEY_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** Whether a text is a shop key's form (either kind); the API says which shop has it. */
export function isShopKeyForm(text: string): boolean {
  return SHOP_KEY_PATTERN.test(text) || SLUG_SHOP_KEY_PATTERN.test(text);
}
