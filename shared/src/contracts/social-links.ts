/**
 * The shop's social links (issue 36, its brand): each an https address on its own network, so a
 * customer who clicks "Facebook" lands on Facebook. The website is any https address.
 */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'tiktok', 'telegram', 'youtube', 'website'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export type SocialLinks = Record<SocialNetwork, string | null>;

export const SOCIAL_LINK_MAX_LENGTH = 300;

/** The hosts (and their subdomains) each network's pages live on; the website may be anywhere. */
const NETWORK_HOSTS: Record<Exclude<SocialNetwork, 'website'>, readonly string[]> = {
  facebook: ['facebook.com', 'fb.com', 'fb.me'],
  instagram: ['instagram.com'],
  tiktok: ['tiktok.com'],
  telegram: ['t.me', 'telegram.me', 'telegram.org'],
  youtube: ['youtube.com', 'youtu.be'],
};

/** How a message names each link. */
export const SOCIAL_LINK_LABELS: Record<SocialNetwork, string> = {
  facebook: 'The Facebook link',
  instagram: 'The Instagram link',
  tiktok: 'The TikTok link',
  telegram: 'The Telegram link',
  youtube: 'The YouTube link',
  website: 'The website',
};

/** Why `value` is not a link the shop may give for `network`, or null when it is. */
export function socialLinkProblem(network: SocialNetwork, value: string): string | null {
  const label = SOCIAL_LINK_LABELS[network];
  if (value.length > SOCIAL_LINK_MAX_LENGTH) return `${label} must be at most ${SOCIAL_LINK_MAX_LENGTH} characters`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `${label} must be an address starting with https://`;
  }
  if (url.protocol !== 'https:') return `${label} must be an address starting with https://`;
  if (url.username || url.password) return `${label} must not carry a user name or password`;
  if (!url.hostname.includes('.')) return `${label} must name a site, like https://example.com`;
  if (network === 'website') return null;
  const hosts = NETWORK_HOSTS[network];
  const host = url.hostname.toLowerCase();
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`)) ? null : `${label} must be an address on ${hosts[0]}`;
}

/** A logo of 512 KB at most once decoded (a header shows it some 40 pixels high). */
export const SHOP_LOGO_MAX_BYTES = 512 * 1024;
