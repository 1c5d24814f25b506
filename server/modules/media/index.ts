// Serving stored images and painted demo photos.
// Its public face: all that other modules, jobs, tests elsewhere and the app may import of it.
export { mediaRoutes } from './media.routes.ts';
