// Cancelling a booking: the refund quote, the cancellation every party goes through, its mails.
// Its public face: all that other modules, jobs, tests elsewhere and the app may import of it.
export { cancellationRoutes } from './cancellation.routes.ts';
export { cancelStay } from './cancellation.service.ts';
