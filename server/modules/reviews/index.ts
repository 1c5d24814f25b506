// Reviews: writing them, pages of them, the host's response.
// Its public face: all that other modules, jobs, tests elsewhere and the app may import of it.
export { listedReviewOf } from './listed-review.ts';
export { reviewRoutes } from './reviews.routes.ts';
