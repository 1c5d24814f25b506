import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

// What each participant reads: their list of conversations and a conversation's pages. Instants
// come back as JSON text (ISO 8601 to the microsecond), which is also a page cursor's key.

export type ConversationListRow = {
  id: string;
  propertyId: string;
  title: string;
  photo: string | null;
  otherFirstName: string | null;
  otherImage: string | null;
  lastBody: string | null;
  lastSentAt: string | null;
  lastFromMe: boolean | null;
  unreadCount: number;
  bookingStatus: string | null;
};

/** The user's conversations, as guest or as host, the latest message first. */
export async function conversationsOf(db: Executor, userId: string): Promise<ConversationListRow[]> {
  const result = await db.execute<ConversationListRow>(sql`
    select c.id, p.id as "propertyId", p.title,
      (select ph.url from property_photos ph where ph.property_id = p.id
        order by ph.is_main_photo desc, ph.sort_order, ph.id limit 1) as photo,
      other.first_name as "otherFirstName", other.profile_image_url as "otherImage",
      last.body as "lastBody", to_json(last.created_at) #>> '{}' as "lastSentAt",
      last.sender_id is not distinct from ${userId}::uuid as "lastFromMe",
      (select count(*)::int from messages m
        where m.conversation_id = c.id and m.kind = 'text' and m.sender_id <> ${userId}::uuid
          and m.created_at > coalesce(r.read_at, '-infinity'::timestamptz)) as "unreadCount",
      (select b.status from bookings b where b.guest_id = c.guest_id and b.property_id = c.property_id
        order by b.created_at desc, b.id desc limit 1) as "bookingStatus"
    from conversations c
    join properties p on p.id = c.property_id
    join users other on other.id = case when c.guest_id = ${userId}::uuid then c.host_id else c.guest_id end
    left join conversation_reads r on r.conversation_id = c.id and r.user_id = ${userId}::uuid
    left join lateral (
      select m.body, m.created_at, m.sender_id from messages m where m.conversation_id = c.id
      order by m.created_at desc, m.id desc limit 1
    ) last on true
    where c.guest_id = ${userId}::uuid or c.host_id = ${userId}::uuid
    order by c.last_message_at desc, c.id desc
  `);
  return result.rows;
}

/** Where a page starts: before this message in newest-first order. */
export type MessageKeys = { sentAt: string; id: string };

export type MessageRow = {
  id: string;
  kind: 'text' | 'system';
  body: string;
  senderId: string | null;
  sentAt: string;
};

/** Up to `limit` messages of a conversation, newest first, older than `before` when given. */
export async function messagesOf(
  db: Executor,
  conversationId: string,
  before: MessageKeys | undefined,
  limit: number,
): Promise<MessageRow[]> {
  const older = before
    ? sql`and (m.created_at, m.id) < (${before.sentAt}::timestamptz, ${before.id}::uuid)`
    : sql``;
  const result = await db.execute<MessageRow>(sql`
    select m.id, m.kind, m.body, m.sender_id as "senderId", to_json(m.created_at) #>> '{}' as "sentAt"
    from messages m
    where m.conversation_id = ${conversationId} ${older}
    order by m.created_at desc, m.id desc
    limit ${limit}
  `);
  return result.rows;
}

/**
 * Unread messages across all the user's conversations (as in each list row's `unreadCount`): the
 * other participant's, after the user's read marker. Booking events' system lines are not counted:
 * each has its notification on the bell.
 */
export async function unreadTotalOf(db: Executor, userId: string): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`
    select count(*)::int as count
    from conversations c
    join messages m on m.conversation_id = c.id
    left join conversation_reads r on r.conversation_id = c.id and r.user_id = ${userId}::uuid
    where (c.guest_id = ${userId}::uuid or c.host_id = ${userId}::uuid)
      and m.kind = 'text' and m.sender_id <> ${userId}::uuid
      and m.created_at > coalesce(r.read_at, '-infinity'::timestamptz)
  `);
  return Number(result.rows[0]?.count ?? 0);
}
