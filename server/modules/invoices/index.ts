// Tax invoices and credit notes: issued with captures and refunds, read and printed as PDF.
// Its public face: all that other modules, jobs, tests elsewhere and the app may import of it.
export { issueCreditNotes, issueStayInvoices } from './invoice-issue.service.ts';
export { invoiceRoutes } from './invoices.routes.ts';
