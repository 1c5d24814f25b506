// Health probes.
// Its public face: all that other modules, jobs, tests elsewhere and the app may import of it.
export { pingDatabase } from './health.repository.ts';
export { healthRoutes } from './health.routes.ts';
