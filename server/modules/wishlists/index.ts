// Wishlists.
// Its public face: all that other modules, jobs, tests elsewhere and the app may import of it.
export { wishlistRoutes } from './wishlists.routes.ts';
