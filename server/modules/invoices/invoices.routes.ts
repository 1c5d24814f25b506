import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingIdParams } from '../../../domain/schemas/bookings.ts';
import { invoiceIdParams, invoiceList } from '../../../domain/schemas/gst.ts';
import { unauthorized } from '../../http/http-error.ts';
import { errorAnswers } from '../../http/openapi-contract.ts';
import { viewerOf } from '../../http/request-identity.ts';
import { invoicePdfForViewer } from './invoice-paper.service.ts';
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

  app.get(
    '/invoices/:id.pdf',
    {
      schema: {
        tags: ['invoices'],
        security: [{ userSession: [] }, { adminSession: [] }],
        summary: 'A tax invoice or credit note as an A4 PDF',
        description:
          "Every CGST Rule 46 (Rule 53 for a credit note) field; for its booking's guest, host and admins.",
        params: invoiceIdParams,
        // 200 is the PDF itself (application/pdf), not JSON, so only the errors are declared.
        response: errorAnswers(400, 401, 404),
      },
    },
    async (request, reply) => {
      const viewer = await viewerOf(request);
      if (!viewer.userId && !viewer.admin) throw unauthorized();
      return sendPdf(reply, await invoicePdfForViewer(deps, request.params.id, viewer));
    },
  );
};

/** The PDF inline (the browser's viewer opens it), never kept by a shared cache. */
function sendPdf(reply: FastifyReply, pdf: { bytes: Uint8Array; fileName: string }) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${pdf.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(pdf.bytes));
}
