import { hash, verify } from "@node-rs/argon2";

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. argon2id is the library's default algorithm. */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Checked against when an account does not exist, so that a wrong email costs as long as a wrong password.
let dummyHash: Promise<string> | undefined;
export async function spendVerifyTime(password: string): Promise<void> {
  dummyHash ??= hashPassword("not-a-real-password-but-costs-the-same");
  await verifyPassword(await dummyHash, password);
}
