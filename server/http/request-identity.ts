import type { FastifyRequest } from 'fastify';
import { unauthorized } from './http-error.ts';

/** Who is looking: the signed-in traveller or owner (if any), and whether an admin session is open. */
export type Viewer = { userId: string | null; admin: boolean };

/** The request's viewer for listing visibility: its traveller session's user and its admin session. */
export async function viewerOf(request: FastifyRequest): Promise<Viewer> {
  const [user, admin] = await Promise.all([request.currentUser(), request.currentAdmin()]);
  return { userId: user?.id ?? null, admin: admin !== null };
}

type SessionRequest = { currentUser(): Promise<{ id: string } | null> };

/** The signed-in user's id, or 401. */
export const userIdOf = async (request: SessionRequest) => {
  const user = await request.currentUser();
  if (!user) throw unauthorized();
  return user.id;
};
