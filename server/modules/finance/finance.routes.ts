import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { financeAnswer, financeMonthQuery } from '../../../domain/schemas/finance.ts';
import { financeOfMonth } from './finance.service.ts';
import { tcsCsv, tdsCsv } from './finance-exports.service.ts';

const monthNote =
  '`month` is YYYY-MM in India (Asia/Kolkata); without it, this month. Each figure belongs to the month of the ' +
  'capture, refund, invoice, credit note, release or reversal that made it (decision 94).';

const csv = (description: string) => ({
  200: { description, content: { 'text/csv': { schema: z.string() } } },
});

/** The ledger (issue 25 §4), under /api/admin (admins only). */
export const adminFinanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['admin'];

  app.get(
    '/finance',
    {
      schema: {
        tags,
        summary:
          "A month's money: charged, refunded, paid to hosts, withheld, and bookings that do not balance",
        description: `${monthNote} For every paid booking, charged = refunded + host net + commission + its GST + TDS + TCS + GST under s.9(5) + service fee + its GST; unbalancedBookings lists those whose money moved in the month and whose records do not add up.`,
        querystring: financeMonthQuery,
        response: { 200: financeAnswer },
      },
    },
    (request) => financeOfMonth(deps, request.query.month),
  );

  const download = (name: string) => `attachment; filename="${name}"`;
  app.get(
    '/finance/tcs.csv',
    {
      schema: {
        tags,
        summary: "The month's GST TCS (s.52) by host GSTIN, for GSTR-8",
        description: `${monthNote} One row per GSTIN: supplies, returns, net value, CGST and SGST/UTGST collected.`,
        querystring: financeMonthQuery,
        response: csv(
          'CSV: GSTIN, state, gross supplies, returns, net value, CGST TCS, SGST/UTGST TCS (rupees)',
        ),
      },
    },
    async (request, reply) => {
      const text = await tcsCsv(deps, request.query.month);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', download(`basera-tcs-${request.query.month ?? 'this-month'}.csv`))
        .header('Cache-Control', 'no-store')
        .send(text);
    },
  );
  app.get(
    '/finance/tds.csv',
    {
      schema: {
        tags,
        summary: "The month's income-tax TDS (s.194-O) by host PAN",
        description: `${monthNote} One row per PAN: name, gross amount and TDS.`,
        querystring: financeMonthQuery,
        response: csv('CSV: PAN, name, gross amount, TDS (rupees)'),
      },
    },
    async (request, reply) => {
      const text = await tdsCsv(deps, request.query.month);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', download(`basera-tds-${request.query.month ?? 'this-month'}.csv`))
        .header('Cache-Control', 'no-store')
        .send(text);
    },
  );
};
