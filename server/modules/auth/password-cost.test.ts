import { execFileSync } from 'node:child_process';
import { verify } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { ARGON2ID, hashPassword, passwordHashParameters, verifyPassword } from './passwords.ts';

/** The hash a fresh Node process makes with this environment (none of vitest's unless given). */
function hashOutsideVitest(env: Record<string, string>): string {
  const {
    VITEST: _v,
    BASERA_TEST_PASSWORD_HASH: _c,
    VITEST_POOL_ID: _p,
    VITEST_WORKER_ID: _w,
    ...plain
  } = process.env;
  return execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      "const { hashPassword } = await import('./server/modules/auth/passwords.ts'); process.stdout.write(await hashPassword('Secret123'));",
    ],
    { env: { ...plain, ...env }, encoding: 'utf8' },
  );
}

const PRODUCTION_PREFIX = `$argon2id$v=19$m=${ARGON2ID.memoryCost},t=${ARGON2ID.timeCost},p=${ARGON2ID.parallelism}$`;

// One child process (starting tsx takes seconds): outside vitest, with the test switch set as an
// operator might by mistake; the switch alone must not weaken anything.
let outside: string | undefined;
const hashedOutside = () => {
  outside ??= hashOutsideVitest({ BASERA_TEST_PASSWORD_HASH: 'cheap' });
  return outside;
};

describe('password hashing cost', () => {
  it('is OWASP argon2id (19 MiB, 2 passes, 1 lane) outside vitest, even with the test switch set', () => {
    expect(ARGON2ID).toEqual({ algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    const made = hashedOutside();
    expect(made.startsWith(PRODUCTION_PREFIX), made).toBe(true);
  });

  it('is cheap inside the tests (vitest.config.ts asks), and either kind verifies', async () => {
    expect(passwordHashParameters.memoryCost).toBeLessThan(ARGON2ID.memoryCost);
    const cheap = await hashPassword('Secret123');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await verifyPassword(cheap, 'Secret123')).toBe(true);
    expect(await verifyPassword(cheap, 'Secret124')).toBe(false);
    const real = hashedOutside();
    expect(await verify(real, 'Secret123')).toBe(true);
    expect(await verifyPassword(real, 'Secret123')).toBe(true);
  });
});
