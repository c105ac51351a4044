import { PORTS } from './env';

/** The remote-contract spec's ports: env.ts's base (the shell's port) + 40 to 49. */
export const CONTRACT_PORTS = {
  /** A gateway whose remotes.json names a designer release built for another shell contract. */
  gateway: PORTS.shell + 40,
} as const;
