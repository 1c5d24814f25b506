import { hash, verify } from '@node-rs/argon2';

// OWASP password storage cheat sheet: argon2id, 19 MiB memory, 2 iterations, 1 lane.
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2ID);

export async function verifyPassword(passwordHash: string | null | undefined, password: string) {
  // Hash anyway when there is no account: answers take the same time whether it exists or not.
  if (!passwordHash) {
    await hash(password, ARGON2ID);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
