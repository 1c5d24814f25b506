import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Language } from '../../../domain/rules/language/languages.ts';
import type { NotificationText } from '../../../domain/rules/notifications/notification-texts.ts';
import type { Executor, Transaction } from '../../db/client.ts';
import { notifications, users } from '../../db/schema.ts';

// A person's notifications: written in their events' transactions, read newest first.

export type NotificationRow = typeof notifications.$inferSelect;
type Written = Pick<NotificationRow, 'id' | 'userId' | 'kind' | 'title' | 'body' | 'link' | 'createdAt'>;

const written = {
  id: notifications.id,
  userId: notifications.userId,
  kind: notifications.kind,
  title: notifications.title,
  body: notifications.body,
  link: notifications.link,
  createdAt: notifications.createdAt,
};

/** The language a person reads notifications in (decision 110); English for an unknown id. */
export async function languageOfUser(tx: Transaction, userId: string): Promise<Language> {
  const [row] = await tx.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language ?? 'en';
}

export async function insertNotification(
  tx: Transaction,
  userId: string,
  text: NotificationText,
): Promise<Written> {
  const [row] = await tx
    .insert(notifications)
    .values({ userId, kind: text.kind, title: text.title, body: text.body, link: text.link })
    .returning(written);
  return row!;
}

/**
 * The person's one unread notification of a conversation: written, or brought up to date (words and
 * time) if one is unread already. Only a new one is given a mail time (`mailDelayMinutes` on).
 */
export async function upsertConversationNotification(
  tx: Transaction,
  userId: string,
  conversationId: string,
  text: NotificationText,
  mailDelayMinutes: number,
): Promise<Written> {
  const [row] = await tx
    .insert(notifications)
    .values({
      userId,
      conversationId,
      kind: text.kind,
      title: text.title,
      body: text.body,
      link: text.link,
      mailDueAt: sql`clock_timestamp() + make_interval(mins => ${mailDelayMinutes})`,
    })
    .onConflictDoUpdate({
      target: [notifications.userId, notifications.conversationId],
      targetWhere: sql`read_at is null and conversation_id is not null`,
      set: { title: text.title, body: text.body, link: text.link, createdAt: sql`clock_timestamp()` },
    })
    .returning(written);
  return row!;
}

/** Keys of a page's cursor: before this notification in newest-first order. */
export type NotificationKeys = { createdAt: string; id: string };
export type ListedNotification = Omit<NotificationRow, 'createdAt' | 'readAt'> & {
  createdAt: string;
  readAt: string | null;
};

/** Up to `limit` of the person's notifications, newest first, older than `before` when given. */
export async function notificationsOf(
  db: Executor,
  userId: string,
  before: NotificationKeys | undefined,
  limit: number,
): Promise<ListedNotification[]> {
  const older = before
    ? sql`and (n.created_at, n.id) < (${before.createdAt}::timestamptz, ${before.id}::uuid)`
    : sql``;
  const result = await db.execute<ListedNotification>(sql`
    select n.id, n.kind, n.title, n.body, n.link,
      to_json(n.created_at) #>> '{}' as "createdAt", to_json(n.read_at) #>> '{}' as "readAt"
    from notifications n
    where n.user_id = ${userId} ${older}
    order by n.created_at desc, n.id desc
    limit ${limit}`);
  return result.rows;
}

export async function unreadCountOf(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks the person's notification read (kept as first read); false if they have none by that id. */
export async function markRead(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, clock_timestamp())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: Executor, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`clock_timestamp()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

/** The person read the conversation: its unread notification is read too. */
export async function markConversationRead(db: Executor, userId: string, conversationId: string) {
  await db
    .update(notifications)
    .set({ readAt: sql`clock_timestamp()` })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.conversationId, conversationId),
        isNull(notifications.readAt),
      ),
    );
}
