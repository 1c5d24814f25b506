import { z } from 'zod';
import { m } from '#i18n/messages.js';
import { isIsoDate } from '../rules/stay-dates.ts';
import { bookingStatus, paymentMethod, paymentStatus } from './bookings.ts';
import { isoDate, rupees } from './properties.ts';

/** The API contract of running a listing (issue 12): reservations, the calendar, its export. */

export const MAX_HOST_MESSAGE = 1000;
/** The most nights one calendar read, block or price change may span. */
export const MAX_CALENDAR_NIGHTS = 400;

const instant = z.string().meta({ example: '2027-03-01T09:30:00.000Z' });
const id = (message: () => string, example: string) => z.uuid({ error: message }).meta({ example });

export const reservationTab = z.enum(['upcoming', 'requests', 'past']);
export type ReservationTab = z.infer<typeof reservationTab>;

/** GET /api/owner/reservations?tab= (default upcoming). */
export const reservationsQuery = z.object({
  tab: reservationTab.default('upcoming').meta({ example: 'requests' }),
});

/** A booking of one of the host's listings, as the host sees it. Money in rupees. */
export const hostReservation = z.object({
  id: z.string(),
  /** First 8 characters of the id, upper case (as on the guest's receipt). */
  reference: z.string(),
  property: z.object({ id: z.string(), title: z.string(), coverUrl: z.string().nullable() }),
  guest: z.object({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    /** The guest's contact details once the booking is confirmed or completed; null before. */
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  adults: z.number().int(),
  children: z.number().int(),
  infants: z.number().int(),
  pets: z.number().int(),
  checkInDate: isoDate,
  checkOutDate: isoDate,
  nights: z.number().int(),
  totalAmount: rupees,
  status: bookingStatus,
  paymentStatus,
  paymentMethod,
  specialRequests: z.string().nullable(),
  /** A request waiting for the host: when it expires unanswered; null otherwise. */
  answerBy: instant.nullable(),
  cancelledBy: z.enum(['guest', 'host', 'basera']).nullable(),
  cancellationReason: z.string().nullable(),
  declineMessage: z.string().nullable(),
  createdAt: instant,
});
export type HostReservation = z.infer<typeof hostReservation>;
export const hostReservationList = z.object({ reservations: z.array(hostReservation) });
export type HostReservationList = z.infer<typeof hostReservationList>;

export const reservationIdParams = z.object({
  id: id(() => m.validation_reservation_id(), '0f8fad5b-d9cb-469f-a165-70867728950e'),
});

const hostText = (required: boolean) => {
  const text = z
    .string({ error: () => (required ? m.validation_host_reason_required() : m.validation_text()) })
    .trim()
    .max(MAX_HOST_MESSAGE, { error: () => m.validation_max_chars({ max: MAX_HOST_MESSAGE }) });
  return required ? text.min(1, { error: () => m.validation_not_empty() }) : text;
};

/** POST /api/owner/reservations/{id}/decline: an optional message to the guest. */
export const declineRequest = z
  .object({ message: hostText(false).optional().default('') })
  .meta({ examples: [{ message: 'Sorry, the house is being repainted that week.' }] });

/** POST /api/owner/reservations/{id}/cancel: a host cancels a confirmed booking only with a reason. */
export const hostCancelRequest = z
  .object({ reason: hostText(true) })
  .meta({ examples: [{ reason: 'A water pipe burst; the house cannot take guests that week.' }] });

const nightsApart = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/** [from, to) half-open like stays: `to` after `from`, at most MAX_CALENDAR_NIGHTS nights apart. */
const rangeCheck = (fromKey: string, toKey: string) => (r: Record<string, unknown>, ctx: z.RefinementCtx) => {
  const from = r[fromKey];
  const to = r[toKey];
  if (typeof from !== 'string' || typeof to !== 'string' || !isIsoDate(from) || !isIsoDate(to)) return;
  if (to <= from)
    ctx.addIssue({ code: 'custom', path: [toKey], message: m.validation_after_field({ field: fromKey }) });
  else if (nightsApart(from, to) > MAX_CALENDAR_NIGHTS)
    ctx.addIssue({
      code: 'custom',
      path: [toKey],
      message: m.validation_nights_after_field({ max: MAX_CALENDAR_NIGHTS, field: fromKey }),
    });
};

const nightRange = {
  startDate: isoDate.meta({ example: '2027-03-12' }),
  endDate: isoDate.meta({ example: '2027-03-14' }),
};

/** GET /api/owner/properties/{id}/calendar?from&to: each night of [from, to). */
export const calendarQuery = z
  .object({ from: isoDate.meta({ example: '2027-03-01' }), to: isoDate.meta({ example: '2027-04-01' }) })
  .superRefine(rangeCheck('from', 'to'));

export const calendarNightStatus = z.enum(['free', 'booked', 'requested', 'blocked', 'imported']);
export type CalendarNightStatus = z.infer<typeof calendarNightStatus>;

export const calendarNight = z.object({
  date: isoDate,
  status: calendarNightStatus,
  /** The night's price: the host's override, else the base price. */
  price: rupees,
  /** Whether `price` is the host's own price for this night (not the base price). */
  priceSet: z.boolean(),
  /** booked / requested: the booking taking the night. */
  bookingId: z.string().optional(),
  /** blocked: the block, to unblock it with DELETE …/blocked-dates/{blockId}. */
  blockId: z.string().optional(),
  /** blocked: the host's note, if any. */
  reason: z.string().nullable().optional(),
  /** imported: the calendar feed whose event takes the night (GET …/calendar/imports), and its name. */
  importId: z.string().optional(),
  feedName: z.string().optional(),
});
export type CalendarNight = z.infer<typeof calendarNight>;

export const hostCalendar = z.object({
  /** The listing's secret iCalendar address (absolute). */
  icsUrl: z.string(),
  basePrice: rupees,
  /** Today's date in the listing's time zone (nights before it cannot be blocked or booked). */
  today: isoDate,
  nights: z.array(calendarNight),
});
export type HostCalendar = z.infer<typeof hostCalendar>;

/** POST /api/owner/properties/{id}/blocked-dates. */
export const blockRequest = z
  .object({
    ...nightRange,
    reason: z
      .string()
      .trim()
      .max(200, { error: () => m.validation_max_chars({ max: 200 }) })
      .optional(),
  })
  .superRefine(rangeCheck('startDate', 'endDate'))
  .meta({ examples: [{ startDate: '2027-03-12', endDate: '2027-03-14', reason: 'Family visiting' }] });
export type BlockRequest = z.input<typeof blockRequest>;

export const blockedRange = z.object({
  id: z.string(),
  startDate: isoDate,
  endDate: isoDate,
  reason: z.string().nullable(),
});
export type BlockedRange = z.infer<typeof blockedRange>;

export const blockParams = z.object({
  id: id(() => m.validation_property_id(), '7d4a3a55-6f0e-4c63-9a51-0d3f7c1a2b10'),
  blockId: id(() => m.validation_block_id(), '3c9d2b51-7a0e-4d8f-9b61-2e4f8a1c5d20'),
});

/** PUT /api/owner/properties/{id}/nightly-prices: `price: null` clears the override. */
export const nightlyPriceRequest = z
  .object({
    ...nightRange,
    price: z
      .union([z.number(), z.string()])
      .refine((v) => /^\d{1,8}(\.\d{1,2})?$/.test(String(v).trim()) && Number(v) >= 100, {
        error: () => m.validation_nightly_price({ min: 100 }),
      })
      .nullable(),
    /** Only Friday and Saturday nights of the range (a weekend price). */
    days: z.enum(['all', 'weekends']).optional().default('all'),
  })
  .superRefine(rangeCheck('startDate', 'endDate'))
  .meta({ examples: [{ startDate: '2027-03-01', endDate: '2027-04-01', price: 6500, days: 'weekends' }] });
export type NightlyPriceRequest = z.input<typeof nightlyPriceRequest>;

/** What a price change did: how many nights now have the host's price (or lost it). */
export const nightlyPriceResult = z.object({ nights: z.number().int() });

/** POST /api/owner/properties/{id}/calendar/rotate-token: the new address; the old one is 404 from now. */
export const calendarAddress = z.object({ icsUrl: z.string() });

/** GET /api/calendars/{token}.ics. */
export const calendarTokenParams = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,100}\.ics$/, { error: () => m.validation_calendar_address() })
    .meta({ example: 'q8Vd0kM2xYb7Tn4Lw9Hs3Fp6.ics' }),
});

/** GET /api/admin/host-cancellations: listings whose hosts cancelled confirmed bookings, most first. */
export const hostCancellationCount = z.object({
  propertyId: z.string(),
  title: z.string(),
  ownerEmail: z.string().nullable(),
  hostCancellations: z.number().int(),
  lastCancelledAt: instant,
});
export const hostCancellationCounts = z.array(hostCancellationCount);
