import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';

export type Mail = { to: string; subject: string; text: string };

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set (nothing of a mail is logged then); otherwise each mail becomes a file in
 * DATA_DIR/mail, readable by its owner only, and its link is logged for the developer at the console,
 * except in production: a link holds a live token (reset, verification) and logs are shipped and kept.
 */
export function createMailer(config: Config, log?: (line: string) => void): Mailer {
  if (config.smtpUrl) return smtpMailer(config.smtpUrl, config.mailFrom);
  return fileMailer(path.join(config.dataDir, 'mail'), log, { logLinks: !config.production });
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}

export function fileMailer(
  dir: string,
  log: (line: string) => void = console.log,
  { logLinks = true } = {},
): Mailer {
  return {
    async send(mail) {
      // Mail holds reset links: only the server's own user may read it.
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${mail.to.replace(/[^a-z0-9@.]/gi, '_')}.txt`);
      // Written aside, then renamed: a reader never sees the file half written.
      const part = path.join(dir, `.writing-${stamp}-${process.pid}-${Math.random().toString(36).slice(2)}`);
      await writeFile(part, `To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`, { mode: 0o600 });
      await rename(part, file);
      const link = logLinks ? mail.text.match(/https?:\/\/\S+/)?.[0] : undefined;
      log(`mail to ${mail.to} written to ${file}${link ? ` - link: ${link}` : ''}`);
    },
  };
}

/** Keeps mail in memory: for tests. */
export function memoryMailer(): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  return {
    sent,
    async send(mail) {
      sent.push(mail);
    },
  };
}
