import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// argon2id (Algorithm.Argon2id = 2; the package exports a const enum, which isolatedModules cannot
// inline) with OWASP's minimum: m = 19 MiB, t = 2, p = 1. Both calls run on libuv's thread pool.
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}

let dummyHash: Promise<string> | undefined;

/** Computes the dummy hash ahead of the first unknown-email sign-in (called when the app is ready). */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

/**
 * The password checks of sign-in, handed to its routes by app.ts: a test wraps them to see which
 * hash each answer was checked against, where timing the answers would flake on a busy machine.
 */
export interface PasswordChecks {
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** A throwaway hash with the same parameters as a stored one, to check an unknown email's password against. */
  dummyHash(): Promise<string>;
}

export const argon2PasswordChecks: PasswordChecks = { verify: verifyPassword, dummyHash: prepareDummyHash };

/**
 * Verifies against the dummy hash, so that an unknown email costs the same time as a wrong
 * password and response times do not reveal which emails exist.
 */
export async function burnPasswordCheck(checks: PasswordChecks, password: string): Promise<void> {
  await checks.verify(await checks.dummyHash(), password);
}
