// The listing-review module's public face: all that other modules, jobs, tests elsewhere and the app may import of it.
export { adminPropertyRoutes } from './listing-review.routes.ts';
