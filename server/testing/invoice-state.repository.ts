import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { invoices } from '../db/schema.ts';

/** Every invoice number a supplier GSTIN has issued, as stored (tests check the series as a whole). */
export async function invoiceNumbersOf(db: Executor, supplierGstin: string): Promise<string[]> {
  const rows = await db
    .select({ number: invoices.number })
    .from(invoices)
    .where(and(eq(invoices.supplierGstin, supplierGstin), eq(invoices.kind, 'invoice')));
  return rows.map((row) => row.number);
}
