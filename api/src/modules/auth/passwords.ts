import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id minimum: 19 MiB of memory, two passes, one lane. */
const ARGON2_OPTIONS = {
  // Algorithm.Argon2id: a const enum, which isolated modules cannot read at run time.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

// The length rules (PASSWORD_LENGTH in @shop/shared/contracts) cap a password at 200 characters:
// argon2 takes any length, but a megabyte-long "password" is only a way to burn our CPU.

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

// Checked when the e-mail is unknown, so a wrong e-mail costs as long as a wrong password.
let dummyHash: Promise<string> | undefined;

/** True when `password` matches `storedHash`; with no stored hash, spends the same time and says no. */
export async function checkPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not a real password, only spends time');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/**
 * The login whose password this is, of those with one e-mail (a confirmed login first, then
 * registrations waiting for their confirmation: several may share it), or null. With none, the
 * time of one check is spent all the same.
 */
export async function matchingLogin<T extends { passwordHash: string }>(logins: readonly T[], password: string): Promise<T | null> {
  if (logins.length === 0) {
    await checkPassword(undefined, password);
    return null;
  }
  for (const login of logins) if (await checkPassword(login.passwordHash, password)) return login;
  return null;
}
