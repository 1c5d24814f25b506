import { z } from 'zod';

/** GET /api/health and /api/health/ready when all is well; a 503 answers `{ message }`. */
export const healthStatus = z.object({ status: z.literal('ok') });
export type HealthStatus = z.infer<typeof healthStatus>;
