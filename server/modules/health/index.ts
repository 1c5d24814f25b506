// Health probes.
// Its public face: all that other modules, jobs, tests elsewhere and the app may import of it.
export { healthRoutes } from './health.routes.ts';
export { databaseRoundTripMs } from './health.service.ts';
