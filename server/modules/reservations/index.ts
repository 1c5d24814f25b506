// The host's reservations: answering requests, host cancellations, request expiry.
// Its public face: all that other modules, jobs, tests elsewhere and the app may import of it.
export { adminHostCancellationRoutes } from './host-cancellation-counts.routes.ts';
export { expireRequests } from './request-expiry.service.ts';
export { ownerReservationRoutes } from './reservation.routes.ts';
