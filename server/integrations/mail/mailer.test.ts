import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileMailer } from './mailer.ts';

describe('mail written to files', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'basera-mail-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is readable by its owner only, and logs the link for the developer', async () => {
    const dir = path.join(root, 'mail');
    const logged: string[] = [];
    await fileMailer(dir, (line) => logged.push(line)).send({
      to: 'asha@example.com',
      subject: 'Reset your Basera password',
      text: 'Open http://localhost:5000/auth?token=abc within one hour.',
    });
    const [file] = readdirSync(dir);
    expect(statSync(path.join(dir, file!)).mode & 0o777).toBe(0o600);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(logged).toEqual([expect.stringContaining('link: http://localhost:5000/auth?token=abc')]);
  });
});
