import { z } from 'zod';
import { m } from '#i18n/messages.js';
import { gstinField, gstinStateMismatch, gstStateField } from './gstin-input.ts';

// The API contract of GST (issue 24): the taxes of a quote and a booking, the billing details a
// guest gives at checkout, and the tax invoices and credit notes of a paid stay. Amounts in paise.

const paiseAmount = z.number().int();

/** One line of a stay's taxes: a taxable value at one rate, split into CGST and SGST or UTGST. */
export const taxLineAnswer = z.object({
  kind: z.enum(['accommodation', 'service']),
  sac: z.string().meta({ example: '996311' }),
  taxableValuePaise: paiseAmount,
  ratePercent: z.number().int(),
  cgstPaise: paiseAmount,
  sgstPaise: paiseAmount,
  utgstPaise: paiseAmount,
});
export type TaxLineAnswer = z.infer<typeof taxLineAnswer>;

/** A stay's taxes; a booking made before GST was charged has no lines and a total of 0. */
export const stayTaxesAnswer = z.object({
  lines: z.array(taxLineAnswer),
  totalPaise: paiseAmount,
});
export type StayTaxesAnswer = z.infer<typeof stayTaxesAnswer>;

/** A PIN code: 6 digits, the first not 0. */
export const PINCODE = /^[1-9]\d{5}$/;

/**
 * The billing details the confirm dialog asks for (issue 24 §3): the invoice's recipient. A
 * business traveller may give a GSTIN; then it is on the invoice too.
 */
export const billingDetails = z
  .object(
    {
      name: z
        .string({ error: () => m.validation_billing_name_required() })
        .trim()
        .min(1, { error: () => m.validation_billing_name_required() })
        .max(100, { error: () => m.validation_billing_name_too_long({ max: 100 }) }),
      state: gstStateField,
      pincode: z
        .string({ error: () => m.validation_pincode_required() })
        .trim()
        .regex(PINCODE, { error: () => m.validation_pincode_format({ count: 6 }) }),
      gstin: gstinField.optional(),
    },
    { error: () => m.validation_billing_details_required() },
  )
  .superRefine((billing, ctx) => {
    // A registered recipient is billed in its GSTIN's state.
    const mismatch = billing.gstin && gstinStateMismatch(billing.gstin, billing.state);
    if (mismatch) ctx.addIssue({ code: 'custom', path: ['gstin'], message: mismatch });
  });
export type BillingDetails = z.infer<typeof billingDetails>;

/** The billing details as a booking keeps and answers them (no GSTIN: null). */
export const bookingBilling = z.object({
  name: z.string(),
  state: z.string(),
  pincode: z.string(),
  gstin: z.string().nullable(),
});
export type BookingBilling = z.infer<typeof bookingBilling>;

/** GET /api/user/billing-details: the billing details of the user's last booking, to prefill. */
export const lastBillingDetails = z.object({ billing: bookingBilling.nullable() });

/** A party of an invoice: the supplier (with its GSTIN) or the recipient (with its PIN code). */
const supplier = z.object({ name: z.string(), gstin: z.string(), address: z.string(), state: z.string() });
const recipient = bookingBilling;

/** GET /api/bookings/{id}/invoices: each tax invoice and credit note of a booking, oldest first. */
export const invoiceAnswer = z.object({
  id: z.string(),
  number: z.string().meta({ example: 'INV/2627/000001' }),
  kind: z.enum(['invoice', 'credit-note']),
  supplier,
  recipient,
  placeOfSupply: z.string().meta({ example: 'Goa' }),
  issuedOn: z.string().meta({ example: '2027-03-01' }),
  lines: z.array(taxLineAnswer),
  /** Taxable value plus taxes of all lines. */
  totalPaise: paiseAmount,
  /** Tax payable by Basera as the e-commerce operator (CGST Act s.9(5)): the host is not registered. */
  section95: z.boolean(),
  /** A credit note's invoice number; null for an invoice. */
  refersTo: z.string().nullable(),
});
export type InvoiceAnswer = z.infer<typeof invoiceAnswer>;
export const invoiceList = z.array(invoiceAnswer);

export const invoiceIdParams = z.object({
  id: z
    .uuid({ error: () => m.validation_invoice_id() })
    .meta({ example: '7c9e6679-7425-40de-944b-e07fc1f90ae7' }),
});
