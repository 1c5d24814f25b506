import { randomBytes } from 'node:crypto';
import { m } from '#i18n/messages.js';
import type { AppDeps } from '../../app-deps.ts';
import { appUrl } from '../../http/app-url.ts';
import { notFound } from '../../http/http-error.ts';
import * as repo from './calendar-token.repository.ts';

type Deps = Pick<AppDeps, 'db' | 'config'>;

/** 32 random bytes, base64url: 43 characters nobody can guess (the address is the only key). */
const newToken = () => randomBytes(32).toString('base64url');

/** The absolute address calendar apps subscribe to. */
export const icsUrlOf = (deps: Pick<AppDeps, 'config'>, token: string) =>
  `${appUrl(deps.config)}/api/calendars/${token}.ics`;

/**
 * The listing's calendar address, its token made on first use and kept. Two first reads at once
 * agree: only one update finds the token still empty, the other reads the token it set.
 */
export async function calendarAddressOf(
  deps: Deps,
  listing: { id: string; calendarToken: string | null },
): Promise<string> {
  return icsUrlOf(
    deps,
    listing.calendarToken ?? (await repo.keepFirstToken(deps.db, listing.id, newToken())),
  );
}

/** POST …/calendar/rotate-token: a new address; the old one answers 404 from now on. */
export async function rotateToken(
  deps: Deps,
  ownerId: string,
  propertyId: string,
): Promise<{ icsUrl: string }> {
  const token = newToken();
  if (!(await repo.replaceToken(deps.db, propertyId, ownerId, token)))
    throw notFound(m.server_property_not_found());
  return { icsUrl: icsUrlOf(deps, token) };
}
