import { hash, verify } from '@node-rs/argon2';

// OWASP password storage cheat sheet: argon2id, 19 MiB memory, 2 iterations, 1 lane.
export const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// Tests only: argon2id at its cheapest, about 1/50 of the cost, for the thousands of accounts the tests
// make and sign in. Chosen only when vitest.config.ts asks (BASERA_TEST_PASSWORD_HASH=cheap) inside a
// vitest run (VITEST is set); a server started any other way hashes with ARGON2ID
// (password-cost.test.ts checks both). Hashes say their parameters, so either kind verifies.
const TEST_ARGON2ID = { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;

export const passwordHashParameters =
  process.env.VITEST && process.env.BASERA_TEST_PASSWORD_HASH === 'cheap' ? TEST_ARGON2ID : ARGON2ID;

export const hashPassword = (password: string) => hash(password, passwordHashParameters);

export async function verifyPassword(passwordHash: string | null | undefined, password: string) {
  // Hash anyway when there is no account: answers take the same time whether it exists or not.
  if (!passwordHash) {
    await hash(password, passwordHashParameters);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
