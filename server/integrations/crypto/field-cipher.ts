import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.ts';

/** AES-256-GCM for sensitive fields (Aadhaar). Output: v1.<iv>.<tag>.<ciphertext>, base64url parts. */
export function createFieldCipher(key: Buffer) {
  if (key.length !== 32) throw new Error('ENCRYPTION_KEY must be 32 bytes (64 hex characters)');
  return {
    encrypt(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    decrypt(sealed: string): string {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Unknown ciphertext format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

export type FieldCipher = ReturnType<typeof createFieldCipher>;

/**
 * ENCRYPTION_KEY when set; else, on the embedded engine only, a key generated once and kept in
 * DATA_DIR/encryption.key. With DATABASE_URL a per-machine key would split the data between instances.
 */
export function loadEncryptionKey(config: Pick<Config, 'encryptionKey' | 'dataDir' | 'databaseUrl'>): Buffer {
  const { encryptionKey: configured, dataDir } = config;
  if (configured) return Buffer.from(configured, 'hex');
  if (config.databaseUrl) throw new Error('ENCRYPTION_KEY is required when DATABASE_URL is set');
  const file = path.join(dataDir, 'encryption.key');
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': the first process to need it writes it; one starting at the same time reads that one.
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
}
