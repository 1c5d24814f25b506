import type { FastifyRequest } from 'fastify';
import type { Viewer } from './listing-access.service.ts';

/** The request's viewer for listing visibility: its traveller session's user and its admin session. */
export async function viewerOf(request: FastifyRequest): Promise<Viewer> {
  const [user, admin] = await Promise.all([request.currentUser(), request.currentAdmin()]);
  return { userId: user?.id ?? null, admin: admin !== null };
}
