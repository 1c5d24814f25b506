// Live events: tells a signed-in page, on any instance, that a message or notification arrived.
// Its public face: all that other modules, jobs, tests elsewhere and the app may import of it.
export type { LiveEvent } from '../../../domain/schemas/live-events.ts';
export { liveEventRoutes } from './live-events.routes.ts';
export { announce } from './live-events.service.ts';
