import { PORTS } from './env';

/** The remote-contract spec's ports: env.ts's base (the shell's port) + 40 to 49. */
export const CONTRACT_PORTS = {
  /** A gateway whose remotes.json names a designer release built for another shell contract. */
  gateway: PORTS.shell + 40,
} as const;

/** The remote-release spec's gateway: env.ts's base + 50. */
export const RELEASE_PORTS = {
  /** A gateway whose remotes.json is promoted between two marketing releases. */
  gateway: PORTS.shell + 50,
} as const;
