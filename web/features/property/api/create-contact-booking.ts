import { useMutation } from '@tanstack/react-query';
import { m } from '#i18n/messages.js';
import type { BookingDetail, ContactBookingRequest } from '../../../../domain/schemas/bookings.ts';
import { sendJson, serverMessageOf } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { toast } from '../../../lib/toast.ts';

/** POST /api/bookings: a booking by contact, pending until Basera's contacts confirm it. */
export function createContactBooking(body: ContactBookingRequest) {
  return sendJson<BookingDetail>('POST', '/api/bookings', body);
}

/** Book by Contact: success says Booking Request Sent! and refreshes trips; failure says why (§8). */
export function useCreateContactBooking(onBooked: (booking: BookingDetail) => void) {
  return useMutation({
    mutationFn: createContactBooking,
    onSuccess: (booking, request) => {
      toast({
        title: m.property_booking_request_sent(),
        description: m.property_booking_request_sent_text(),
      });
      for (const queryKey of [['/api/bookings'], ['/api/properties', request.propertyId]])
        void queryClient.invalidateQueries({ queryKey });
      onBooked(booking);
    },
    onError: (error) => {
      toast({
        title: m.property_booking_failed(),
        description: serverMessageOf(error) ?? m.property_something_went_wrong(),
        variant: 'destructive',
      });
    },
  });
}
