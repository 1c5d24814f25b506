import {
  type ConversationReport,
  type ConversationSummary,
  MESSAGES_PAGE_SIZE,
  type MessagePage,
} from '../../../domain/schemas/messages.ts';
import type { AppDeps } from '../../app-deps.ts';
import { decodeNewestFirst, encodeNewestFirst } from '../../http/newest-first-cursor.ts';
import * as reads from './conversation-reads.repository.ts';
import { reportsWithConversations } from './conversation-reports.repository.ts';
import { participantConversation } from './conversations.service.ts';

type BookingStatus = NonNullable<ConversationSummary['bookingStatus']>;

/** GET /api/conversations: the user's conversations as guest or host, the latest message first. */
export async function listConversations(
  deps: Pick<AppDeps, 'db'>,
  userId: string,
): Promise<ConversationSummary[]> {
  const rows = await reads.conversationsOf(deps.db, userId);
  return rows.map((row) => ({
    id: row.id,
    property: { id: row.propertyId, title: row.title, photo: row.photo },
    otherParty: { firstName: row.otherFirstName, profileImageUrl: row.otherImage },
    lastMessage:
      row.lastBody === null || row.lastSentAt === null
        ? null
        : { body: row.lastBody, sentAt: row.lastSentAt, fromMe: row.lastFromMe === true },
    unreadCount: Number(row.unreadCount),
    bookingStatus: row.bookingStatus as BookingStatus | null,
  }));
}

/** GET /api/conversations/unread-count: the header's count, the sum of the list's unread counts. */
export function unreadTotal(deps: Pick<AppDeps, 'db'>, userId: string): Promise<number> {
  return reads.unreadTotalOf(deps.db, userId);
}

/** GET /api/conversations/{id}/messages: the newest 30 before the cursor, and the next cursor. */
export async function messagePage(
  deps: Pick<AppDeps, 'db'>,
  userId: string,
  id: string,
  before: string | undefined,
): Promise<MessagePage> {
  const conversation = await participantConversation(deps, userId, id);
  const keys = before ? decodeNewestFirst(before, 'before') : undefined;
  // One more than the page: whether an older page exists without counting.
  const rows = await reads.messagesOf(
    deps.db,
    conversation.id,
    keys && { sentAt: keys.at, id: keys.id },
    MESSAGES_PAGE_SIZE + 1,
  );
  const page = rows.slice(0, MESSAGES_PAGE_SIZE);
  const last = page.at(-1);
  return {
    messages: page.map((row) => ({
      id: row.id,
      kind: row.kind,
      body: row.body,
      sentAt: row.sentAt,
      fromMe: row.senderId === userId,
    })),
    nextCursor:
      rows.length > MESSAGES_PAGE_SIZE && last ? encodeNewestFirst({ at: last.sentAt, id: last.id }) : null,
  };
}

const REPORTS_SHOWN = 100;

/** GET /api/admin/conversation-reports: the newest reports with their conversations, originals included. */
export function reportedConversations(deps: Pick<AppDeps, 'db'>): Promise<ConversationReport[]> {
  return reportsWithConversations(deps.db, REPORTS_SHOWN);
}
