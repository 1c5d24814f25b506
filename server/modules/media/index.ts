// The media module's public face: all that other modules, jobs, tests elsewhere and the app may import of it.
export { mediaRoutes } from './media.routes.ts';
