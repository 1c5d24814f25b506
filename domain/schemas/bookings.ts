import { z } from 'zod';
import { m } from '#i18n/messages.js';
import { rupeesToPaise } from '../money.ts';
import { MAX_INFANTS, MAX_PETS } from '../rules/party-limits.ts';
import { isIsoDate } from '../rules/stay-dates.ts';
import { billingDetails, bookingBilling, stayTaxesAnswer } from './gst.ts';
import { cancellationPolicy, isoDate, rupees } from './properties.ts';

/** The API contract of booking and paying (traveller §3, §7): shared by the server and the web app. */

export const bookingStatus = z.enum([
  'pending',
  'confirmed',
  'cancelled',
  'completed',
  'expired',
  'declined',
]);
export type BookingStatus = z.infer<typeof bookingStatus>;
export const paymentStatus = z.enum(['pending', 'paid', 'failed', 'refunded', 'partially_refunded']);
export type PaymentStatus = z.infer<typeof paymentStatus>;
export const paymentMethod = z.enum(['razorpay', 'contact']);
export type PaymentMethod = z.infer<typeof paymentMethod>;

export const MAX_SPECIAL_REQUESTS = 1000;
export const MAX_PARTY = 100;

const instant = z.string().meta({ example: '2027-03-01T09:30:00.000Z' });
const count = (min: number, notANumber: () => string, max = MAX_PARTY) =>
  z
    .number({ error: notANumber })
    .int({ error: () => m.validation_whole_number() })
    .min(min, { error: () => m.validation_at_least({ min }) })
    .max(max, { error: () => m.validation_at_most({ max }) });

const RUPEE_AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;
const amountText = (v: number | string) => (typeof v === 'number' ? String(v) : v.trim());

/** Rupees as the client sends them: 43500, 43500.5 or '43500.00'; at most two decimals. */
export const amountInRupees = z
  .union([z.number(), z.string()])
  .refine((v) => RUPEE_AMOUNT.test(amountText(v)), { error: () => m.validation_rupee_amount() })
  .meta({ example: '43500.00' });

/** An amount `amountInRupees` accepted, in integer paise (no floating point: 0.1 + 0.2 stays exact). */
export const amountInPaise = (v: number | string) => rupeesToPaise(amountText(v));

/** The stay and party both ways of booking send (traveller §3 "Booking request"). */
const stayRequest = z.object({
  propertyId: z.uuid({ error: () => m.validation_property_id() }),
  checkInDate: isoDate,
  checkOutDate: isoDate,
  adults: count(1, () => m.validation_number_of_adults()),
  children: count(0, () => m.validation_number_of_children()).default(0),
  infants: count(0, () => m.validation_number_of_infants(), MAX_INFANTS).default(0),
  pets: count(0, () => m.validation_number_of_pets(), MAX_PETS).default(0),
  /** The total the guest was shown; the server computes its own and refuses a different one. */
  totalAmount: amountInRupees,
  specialRequests: z
    .string()
    .trim()
    .max(MAX_SPECIAL_REQUESTS, { error: () => m.validation_max_chars({ max: MAX_SPECIAL_REQUESTS }) })
    .optional()
    .default(''),
});

const checkOutAfterCheckIn = (q: { checkInDate: string; checkOutDate: string }, ctx: z.RefinementCtx) => {
  if (isIsoDate(q.checkInDate) && isIsoDate(q.checkOutDate) && q.checkOutDate <= q.checkInDate)
    ctx.addIssue({
      code: 'custom',
      path: ['checkOutDate'],
      message: m.validation_after_field({ field: 'checkInDate' }),
    });
};

const requestExample = {
  propertyId: '5b1f8c2e-6d1a-4c1e-9a43-0c6f1d2b7e10',
  checkInDate: '2027-03-10',
  checkOutDate: '2027-03-13',
  adults: 2,
  children: 0,
  infants: 0,
  pets: 0,
  totalAmount: '43500.00',
  specialRequests: 'We arrive late in the evening',
};

/** POST /api/payment/create-order: the stay and the invoice's recipient (issue 24 §3). */
export const paymentOrderRequest = stayRequest
  .extend({ billing: billingDetails })
  .superRefine(checkOutAfterCheckIn)
  .meta({
    examples: [{ ...requestExample, billing: { name: 'Asha Rao', state: 'Karnataka', pincode: '560001' } }],
  });
export type PaymentOrderRequest = z.input<typeof paymentOrderRequest>;

/** POST /api/bookings: a booking by contact (online payment goes through create-order). */
export const contactBookingRequest = stayRequest
  .extend({
    paymentMethod: z.literal('contact', { error: () => m.validation_must_be_contact() }),
  })
  .superRefine(checkOutAfterCheckIn)
  .meta({ examples: [{ ...requestExample, paymentMethod: 'contact' }] });
export type ContactBookingRequest = z.input<typeof contactBookingRequest>;

/** What the browser's checkout opens (traveller §3 "Payment order response"); amount in paise. */
export const paymentOrder = z.object({
  keyId: z.string(),
  amount: z.number().int(),
  currency: z.literal('INR'),
  orderId: z.string(),
  bookingId: z.string(),
  /** Until when the nights are held for this payment. */
  holdExpiresAt: instant,
});
export type PaymentOrder = z.infer<typeof paymentOrder>;

const isRequired = { error: () => m.validation_required() };
const providerId = (example: string) => z.string().trim().min(1, isRequired).max(100).meta({ example });

/** POST /api/payment/verify: what Razorpay's checkout hands its `handler`. */
export const paymentVerification = z
  .object({
    razorpay_payment_id: providerId('pay_IH4NVgf4Dreq1l'),
    razorpay_order_id: providerId('order_IEIaMR65cu6nz3'),
    razorpay_signature: z.string().trim().min(1, isRequired).max(200),
  })
  .meta({
    examples: [
      {
        razorpay_payment_id: 'pay_IH4NVgf4Dreq1l',
        razorpay_order_id: 'order_IEIaMR65cu6nz3',
        razorpay_signature: '0d4e745a1838664ad6c9c9902212a32d627d68e917290b0ad5f08ff4561bc50f',
      },
    ],
  });
export type PaymentVerification = z.infer<typeof paymentVerification>;

/** POST /api/payment/simulated/pay: the simulated checkout's Pay (or its "fail" button). */
export const simulatedPayment = z
  .object({
    orderId: providerId('order_IEIaMR65cu6nz3'),
    outcome: z.enum(['success', 'failure']).default('success'),
  })
  .meta({ examples: [{ orderId: 'order_IEIaMR65cu6nz3', outcome: 'success' }] });
/** Success: what Razorpay hands `handler`; failure: what it hands `payment.failed` listeners. */
export const simulatedPaymentResult = z.union([
  z.object({
    razorpay_payment_id: z.string(),
    razorpay_order_id: z.string(),
    razorpay_signature: z.string(),
  }),
  z.object({
    error: z.object({
      code: z.string(),
      description: z.string(),
      metadata: z.object({ order_id: z.string(), payment_id: z.string() }),
    }),
  }),
]);

/** The booking as trips and receipts show it. Money in rupees as decimal strings. */
export const bookingSummary = z.object({
  id: z.string(),
  /** Short reference for receipts and support: the first 8 characters of the id, upper case. */
  reference: z.string(),
  checkInDate: isoDate,
  checkOutDate: isoDate,
  nights: z.number().int(),
  adults: z.number().int(),
  children: z.number().int(),
  infants: z.number().int(),
  pets: z.number().int(),
  status: bookingStatus,
  paymentStatus,
  paymentMethod,
  totalAmount: rupees,
  /** While an online booking waits for payment: until when its nights are held; else null. */
  holdExpiresAt: instant.nullable(),
  createdAt: instant,
});
export type BookingSummary = z.infer<typeof bookingSummary>;

const tripProperty = z.object({
  id: z.string(),
  title: z.string(),
  city: z.string(),
  state: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  averageRating: z.string().nullable(),
  owner: z.object({ firstName: z.string().nullable() }),
  photos: z.array(z.object({ url: z.string() })),
});

/** GET /api/bookings (traveller §3 "Booking list item"), soonest stay first. */
export const tripListItem = z.object({
  booking: bookingSummary,
  property: tripProperty,
  /** Check-out today or later in the listing's time zone (traveller §5). */
  upcoming: z.boolean(),
  /** Whether the guest has reviewed this stay. */
  reviewed: z.boolean(),
  /** What has been refunded (recorded, issued or on its way), in rupees. */
  refunded: rupees,
  /** Each refund's amount and state, oldest first, so a cancelled card says where the money is. */
  refunds: z.array(z.object({ amount: rupees, status: z.enum(['pending', 'processed', 'failed']) })),
  /** What the host said when declining the request; null otherwise. */
  declineMessage: z.string().nullable(),
});
export type TripListItem = z.infer<typeof tripListItem>;
export const tripList = z.array(tripListItem);

const person = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});

export const paymentRecord = z.object({
  id: z.string(),
  provider: z.string(),
  providerOrderId: z.string(),
  providerPaymentId: z.string().nullable(),
  amount: rupees,
  status: z.enum(['created', 'paid', 'failed', 'refunded']),
  createdAt: instant,
});
export const refundRecord = z.object({
  id: z.string(),
  amount: rupees,
  status: z.enum(['pending', 'processed', 'failed']),
  reason: z.string(),
  providerRefundId: z.string().nullable(),
  createdAt: instant,
});

/** GET /api/bookings/{id}: the receipt's facts, for the guest, the listing's owner and admins. */
export const bookingDetail = z.object({
  booking: bookingSummary.extend({
    specialRequests: z.string().nullable(),
    /** When and by whom a cancelled booking was cancelled; null otherwise. */
    cancelledAt: instant.nullable(),
    cancelledBy: z.enum(['guest', 'host', 'basera']).nullable(),
    /** What the host said when declining a request (optional); null otherwise. */
    declineMessage: z.string().nullable(),
    nightlyTotal: rupees,
    cleaningFee: rupees,
    serviceFee: rupees,
    /** Nights + cleaning fee + service fee; `totalAmount` is this plus the taxes. */
    subtotal: rupees,
    taxes: stayTaxesAnswer,
    /** Who the invoices are made out to; null for a contact request (no payment through Basera). */
    billing: bookingBilling.nullable(),
    /** Each night of the stay with its price, in order. */
    nightPrices: z.array(z.object({ date: isoDate, price: rupees })),
  }),
  property: tripProperty.extend({
    address: z.string().nullable(),
    pincode: z.string().nullable(),
    checkInTime: z.string(),
    checkOutTime: z.string(),
    cancellationPolicy,
    timeZone: z.string(),
  }),
  guest: person,
  /** The host's contact details once the booking is confirmed; null before. */
  host: person.nullable(),
  payments: z.array(paymentRecord),
  refunds: z.array(refundRecord),
  upcoming: z.boolean(),
});
export type BookingDetail = z.infer<typeof bookingDetail>;

/**
 * GET /api/bookings/{id}?as=guest: read only as the booking's guest (the confirmation page); its
 * host and admins, who may read the receipt, get 404 like anyone else.
 */
export const bookingViewQuery = z.object({
  as: z.enum(['guest'], { error: () => m.validation_booking_view() }).optional(),
});

export const bookingIdParams = z.object({
  id: z
    .uuid({ error: () => m.validation_booking_id() })
    .meta({ example: '0f8fad5b-d9cb-469f-a165-70867728950e' }),
});

/** GET /api/payments: the signed-in user's payments and refunds, newest first. */
export const accountPaymentEntry = z.object({
  kind: z.enum(['payment', 'refund']),
  id: z.string(),
  bookingId: z.string(),
  bookingReference: z.string(),
  propertyTitle: z.string(),
  amount: rupees,
  /** The GST within the amount: the booking's for a payment, what its credit notes reverse for a refund. */
  taxes: rupees,
  status: z.string(),
  /** Razorpay's payment or refund id (pay_…, rfnd_…), when there is one. */
  providerId: z.string().nullable(),
  createdAt: instant,
});
export type AccountPaymentEntry = z.infer<typeof accountPaymentEntry>;
export const accountPaymentList = z.array(accountPaymentEntry);

/** GET /api/site-config's payment part: which checkout script the web app loads. */
export const checkoutSettings = z.object({
  provider: z.enum(['razorpay', 'simulated']),
  scriptUrl: z.string(),
});
export type CheckoutSettings = z.infer<typeof checkoutSettings>;
