import { z } from 'zod';
import { m } from '#i18n/messages.js';

/** The API contract of conversations between a guest and a host (issue 26 §1, docs/messages.md). */

import { MESSAGE_MAX_CHARS } from '../rules/message-limits.ts';

export { MESSAGE_MAX_CHARS };
export const MESSAGES_PAGE_SIZE = 30;

/** A message as written: 1-2,000 characters once trimmed. */
const messageBody = z
  .string({ error: () => m.validation_text() })
  .trim()
  .min(1, { error: () => m.validation_not_empty() })
  .max(MESSAGE_MAX_CHARS, { error: () => m.validation_max_chars_grouped({ max: MESSAGE_MAX_CHARS }) });

/** POST /api/conversations: the guest's message to the host of a listing. */
export const startConversationRequest = z
  .object({ propertyId: z.uuid({ error: () => m.validation_property_id() }), body: messageBody })
  .meta({
    examples: [{ propertyId: '5b1f8c2e-6d1a-4c1e-9a43-0c6f1d2b7e10', body: 'Is the terrace shaded?' }],
  });

/** POST /api/conversations/{id}/messages. */
export const sendMessageRequest = z
  .object({ body: messageBody })
  .meta({ examples: [{ body: 'We arrive at 14:00, 2 adults and 1 child.' }] });

/** POST /api/conversations/{id}/report. */
export const reportConversationRequest = z
  .object({
    reason: z
      .string({ error: () => m.validation_text() })
      .trim()
      .min(5, { error: () => m.validation_min_chars({ min: 5 }) })
      .max(1000, { error: () => m.validation_max_chars_grouped({ max: 1000 }) }),
  })
  .meta({ examples: [{ reason: 'The host asked me to pay outside Basera.' }] });

export const bookingIdParams = z.object({
  bookingId: z
    .uuid({ error: () => m.validation_booking_id() })
    .meta({ example: '7a2c9e10-4b3d-4f6a-8e21-5d9c0b1a2f34' }),
});

/** POST /api/conversations/for-booking/{bookingId}: the conversation a booking belongs to. */
export const conversationRef = z.object({ id: z.string() });
export type ConversationRef = z.infer<typeof conversationRef>;

/** GET /api/conversations/unread-count: unread messages across the user's conversations. */
export const unreadCount = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCount>;

export const conversationIdParams = z.object({
  id: z
    .uuid({ error: () => m.validation_conversation_id() })
    .meta({ example: '3d6f0a52-8b7e-4c1d-9f2a-6b5e4c3d2a10' }),
});

/** GET /api/conversations/{id}/messages: `before` is the cursor of the page before (older). */
export const messagePageQuery = z.object({
  before: z
    .string()
    .max(200, { error: () => m.validation_cursor_from_conversation() })
    .optional(),
});

const bookingStatus = z.enum(['pending', 'confirmed', 'cancelled', 'completed', 'expired', 'declined']);

export const message = z.object({
  id: z.string(),
  /** 'system': a booking event's line (no sender). */
  kind: z.enum(['text', 'system']),
  body: z.string(),
  sentAt: z.string(),
  fromMe: z.boolean(),
});
export type Message = z.infer<typeof message>;

export const messagePage = z.object({
  messages: z.array(message).describe('Newest first, at most 30'),
  /** Pass as `before` for the older page; null on the oldest. */
  nextCursor: z.string().nullable(),
});
export type MessagePage = z.infer<typeof messagePage>;

export const conversationSummary = z.object({
  id: z.string(),
  property: z.object({ id: z.string(), title: z.string(), photo: z.string().nullable() }),
  otherParty: z.object({ firstName: z.string().nullable(), profileImageUrl: z.string().nullable() }),
  lastMessage: z.object({ body: z.string(), sentAt: z.string(), fromMe: z.boolean() }).nullable(),
  unreadCount: z.number().int(),
  /** The guest's latest booking of the listing, or null. */
  bookingStatus: bookingStatus.nullable(),
});
export type ConversationSummary = z.infer<typeof conversationSummary>;

/** POST /api/conversations and POST .../messages: the conversation and the message as stored. */
export const sentMessage = z.object({ conversationId: z.string(), message });
export type SentMessage = z.infer<typeof sentMessage>;

/** GET /api/admin/conversation-reports: a report with its conversation, originals included. */
/** A participant or reporter as the admin's users list names them (first and last name, else e-mail). */
const reportedPerson = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const conversationReport = z.object({
  id: z.string(),
  reason: z.string(),
  reportedAt: z.string(),
  /** Null fields once the reporter's account is gone. */
  reporter: z.object({
    id: z.string().nullable(),
    name: z.string().nullable(),
    email: z.string().nullable(),
  }),
  conversation: z.object({
    id: z.string(),
    property: z.object({ id: z.string(), title: z.string() }),
    guest: reportedPerson,
    host: reportedPerson,
    messages: z.array(
      z.object({
        id: z.string(),
        kind: z.enum(['text', 'system']),
        from: z.enum(['guest', 'host', 'system']),
        body: z.string(),
        /** What was written, when the contact-details rule hid part of it; else null. */
        originalBody: z.string().nullable(),
        sentAt: z.string(),
      }),
    ),
  }),
});
export type ConversationReport = z.infer<typeof conversationReport>;
