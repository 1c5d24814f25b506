import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingIdParams } from '../../../domain/schemas/bookings.ts';
import { invoiceList } from '../../../domain/schemas/gst.ts';
import { unauthorized } from '../../http/http-error.ts';
import { errorAnswers } from '../../http/openapi-contract.ts';
import { viewerOf } from '../../http/request-identity.ts';
import * as invoices from './invoices.service.ts';

/** A booking's tax invoices and credit notes (issue 24 §4): for its guest, its host and admins. */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/bookings/:id/invoices',
    {
      schema: {
        tags: ['invoices'],
        security: [{ userSession: [] }, { adminSession: [] }],
        summary: "A booking's tax invoices and credit notes, oldest first",
        description:
          'Issued when the payment is captured (the stay and the service fee) and when a refund is recorded (credit notes). For the guest, the host and admins; 404 for anyone else.',
        params: bookingIdParams,
        response: { 200: invoiceList, ...errorAnswers(401, 404) },
      },
    },
    async (request) => {
      const viewer = await viewerOf(request);
      if (!viewer.userId && !viewer.admin) throw unauthorized();
      return invoices.invoicesForViewer(deps, request.params.id, viewer);
    },
  );
};
