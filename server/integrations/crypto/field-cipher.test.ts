import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFieldCipher, loadEncryptionKey } from './field-cipher.ts';

describe('field cipher', () => {
  const cipher = createFieldCipher(randomBytes(32));

  it('round-trips and never stores the plain number', () => {
    const sealed = cipher.encrypt('123412341234');
    expect(sealed).not.toContain('1234123');
    expect(cipher.decrypt(sealed)).toBe('123412341234');
    expect(cipher.encrypt('123412341234')).not.toBe(sealed);
  });

  it('detects tampering', () => {
    const [v, iv, tag, body] = cipher.encrypt('123412341234').split('.');
    // Change one character of the ciphertext to another (it was sometimes "changed" to itself).
    const at = body!.length - 2;
    const flipped = `${body!.slice(0, at)}${body![at] === 'A' ? 'B' : 'A'}${body!.slice(at + 1)}`;
    expect(() => cipher.decrypt([v, iv, tag, flipped].join('.'))).toThrow();
  });

  it('keeps a generated key stable across restarts', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'basera-key-'));
    expect(loadEncryptionKey({ dataDir: dir }).equals(loadEncryptionKey({ dataDir: dir }))).toBe(true);
    expect(() => createFieldCipher(Buffer.from('abcd', 'hex'))).toThrow(/32 bytes/);
  });

  it('never generates a per-machine key for a shared PostgreSQL database', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'basera-key-'));
    expect(() => loadEncryptionKey({ dataDir: dir, databaseUrl: 'postgres://db/basera' })).toThrow(
      /ENCRYPTION_KEY is required/,
    );
    const shared = randomBytes(32).toString('hex');
    const withKey = { dataDir: dir, databaseUrl: 'postgres://db/basera', encryptionKey: shared };
    expect(loadEncryptionKey(withKey).toString('hex')).toBe(shared);
  });
});
