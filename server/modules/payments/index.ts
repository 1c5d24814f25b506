// Payments: orders, verify, webhooks, settlement, refunds, the simulated checkout.
// Its public face: all that other modules, jobs, tests elsewhere and the app may import of it.
export { paymentRoutes } from './payment.routes.ts';
export { refundPayment, retryDueRefunds } from './refunds.service.ts';
