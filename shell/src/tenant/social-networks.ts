import type { SocialNetwork } from '@teamwear/shared/contracts';

/**
 * The networks of the shop's social links, in the order the footer lists them: the same as the
 * contract's SOCIAL_NETWORKS (a test holds them equal), kept here because the shell reads whoami
 * before module federation shares anything (contracts/plain is a shared module).
 */
export const SOCIAL_NETWORK_ORDER: readonly SocialNetwork[] = ['facebook', 'instagram', 'tiktok', 'telegram', 'youtube', 'website'];
