import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The public iCalendar export (issue 12 §3): GET /api/calendars/{token}.ics. */
export const calendarExportRoutes: FastifyPluginAsyncZod = async (_app) => {};
