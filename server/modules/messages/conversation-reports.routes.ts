import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conversationReport } from '../../../domain/schemas/messages.ts';
import { reportedConversations } from './conversation-views.service.ts';

/** Admins read reported conversations, originals included (registered under /api/admin's guard). */
export const adminConversationReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/conversation-reports',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reported conversations, newest report first, with every message and its original',
        description:
          'Read-only. `originalBody` is what a participant wrote when the contact-details rule hid part ' +
          'of it before the booking was confirmed; only this read shows it. The newest 100 reports.',
        response: { 200: z.array(conversationReport) },
      },
    },
    async () => reportedConversations(app.deps),
  );
};
