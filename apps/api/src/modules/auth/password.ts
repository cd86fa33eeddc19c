import { hash, verify } from '@node-rs/argon2';

/** argon2id (algorithm 2) with the library's defaults (19 MiB, t=2): OWASP's minimum profile. */
const ARGON2ID = { algorithm: 2 } as const;

/** Hashes a password with argon2id (architecture "passwords"). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

// A hash of a random string, so that checking an unknown e-mail costs the same as a known one.
let dummyHash: Promise<string> | null = null;

/**
 * True when `password` matches `passwordHash`. A missing hash (unknown e-mail, single-sign-on
 * account) still runs one argon2 verification, so the answer time does not reveal which.
 */
export async function checkPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hash(`dummy-${Math.random()}`, ARGON2ID);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
