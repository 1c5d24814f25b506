import { sql } from 'drizzle-orm';
import type { Language } from '../../../domain/rules/language/languages.ts';
import { DEFAULT_MAIL_PREFERENCES } from '../../../domain/rules/notifications/notification-mail.ts';
import type { Transaction } from '../../db/client.ts';

// The new-message mail job's reads and writes.

export type DueMail = {
  id: string;
  title: string;
  body: string;
  link: string;
  mailDueAt: Date;
  readAt: Date | null;
  mailedAt: Date | null;
  email: string;
  firstName: string | null;
  /** The language the person reads mail in (decision 110). */
  language: Language;
  messages: boolean;
  reminders: boolean;
  marketing: boolean;
};

/**
 * Notifications whose mail time has come, with the person's address and choices, locked (another
 * run skips them). Read ones are included: the job's check skips them and clears their mail time.
 */
export async function dueMails(tx: Transaction, now: Date, limit: number): Promise<DueMail[]> {
  const result = await tx.execute<DueMail>(sql`
    select n.id, n.title, n.body, n.link, n.mail_due_at as "mailDueAt", n.read_at as "readAt",
      n.mailed_at as "mailedAt", u.email, u.first_name as "firstName", u.language,
      coalesce(np.messages, ${DEFAULT_MAIL_PREFERENCES.messages}) as messages,
      coalesce(np.reminders, ${DEFAULT_MAIL_PREFERENCES.reminders}) as reminders,
      coalesce(np.marketing, ${DEFAULT_MAIL_PREFERENCES.marketing}) as marketing
    from notifications n
    join users u on u.id = n.user_id
    left join notification_preferences np on np.user_id = n.user_id
    where n.mail_due_at is not null and n.mail_due_at <= ${now.toISOString()}::timestamptz
    order by n.mail_due_at
    limit ${limit}
    for update of n skip locked`);
  // node-postgres gives Dates for timestamptz, PGlite too; raw SQL keeps them as the driver gave.
  return result.rows.map((row) => ({
    ...row,
    mailDueAt: new Date(row.mailDueAt),
    readAt: row.readAt && new Date(row.readAt),
    mailedAt: row.mailedAt && new Date(row.mailedAt),
  }));
}

/** The job is done with it: mailed now, or skipped (`mailedAt` null). */
export async function settleMail(tx: Transaction, id: string, mailedAt: Date | null) {
  await tx.execute(sql`
    update notifications set mail_due_at = null, mailed_at = ${mailedAt?.toISOString() ?? null}::timestamptz
    where id = ${id}`);
}
