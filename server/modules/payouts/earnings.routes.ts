import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { earningsAnswer, earningsQuery } from '../../../domain/schemas/earnings.ts';
import { errorAnswers } from '../../http/openapi-contract.ts';
import { userIdOf as ownerIdOf } from '../../http/request-identity.ts';
import { earningsOf } from './earnings.service.ts';
import { tdsStatementOf } from './tds-statement.service.ts';

/** The host's earnings and TDS statement (issue 25 §5), under /api/owner (owners only, their own). */
export const ownerEarningsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/earnings',
    {
      schema: {
        tags: ['owner'],
        summary: "The host's earnings in a financial year",
        description:
          'The payouts due in the financial year (1 April to 31 March, India time; default the current one): ' +
          'nets upcoming (on hold until their time), on hold (waiting for the payout account) and paid out ' +
          "(transferred; inTransitPaise of it not yet settled), the year's totals and each stay's breakdown.",
        querystring: earningsQuery,
        response: { 200: earningsAnswer, ...errorAnswers(400) },
      },
    },
    async (request) => earningsOf(app.deps, await ownerIdOf(request), request.query.fy),
  );

  app.get(
    '/earnings/tds-statement.csv',
    {
      schema: {
        tags: ['owner'],
        summary: "The financial year's TDS statement (section 194-O) as CSV",
        description:
          "One line per payout credited by now with TDS deducted, the totals, the host's name and masked PAN. " +
          'Not Form 16A (that certificate comes from TRACES).',
        querystring: earningsQuery,
        // 200 is the CSV itself (text/csv), so only the errors are declared.
        response: errorAnswers(400),
      },
    },
    async (request, reply) =>
      sendCsv(reply, await tdsStatementOf(app.deps, await ownerIdOf(request), request.query.fy)),
  );
};

/** A download (saved, not shown), never kept by a shared cache. */
function sendCsv(reply: FastifyReply, file: { fileName: string; csv: string }) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(file.csv);
}
