// Messages: guests and hosts talking about a listing, contact details hidden until confirmation.
// Its public face: all that other modules, jobs, tests elsewhere and the app may import of it.
export { recordBookingEvent } from './booking-event-lines.service.ts';
export { adminConversationReportRoutes } from './conversation-reports.routes.ts';
export { conversationRoutes } from './conversations.routes.ts';
export type { StoredMessage } from './message-events.ts';
