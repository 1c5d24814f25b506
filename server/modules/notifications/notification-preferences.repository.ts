import { eq, sql } from 'drizzle-orm';
import {
  DEFAULT_MAIL_PREFERENCES,
  type MailPreferences,
} from '../../../domain/rules/notifications/notification-mail.ts';
import type { Executor } from '../../db/client.ts';
import { notificationPreferences } from '../../db/schema.ts';

/** The person's mail choices, or the defaults when they never chose. */
export async function preferencesOf(db: Executor, userId: string): Promise<MailPreferences> {
  const [row] = await db
    .select({
      messages: notificationPreferences.messages,
      reminders: notificationPreferences.reminders,
      marketing: notificationPreferences.marketing,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row ?? { ...DEFAULT_MAIL_PREFERENCES };
}

export async function savePreferences(db: Executor, userId: string, choices: MailPreferences) {
  await db
    .insert(notificationPreferences)
    .values({ userId, ...choices })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { ...choices, updatedAt: sql`now()` },
    });
}
