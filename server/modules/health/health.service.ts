import { m } from '#i18n/messages.js';
import type { HealthStatus } from '../../../domain/schemas/health.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/client.ts';
import { serviceUnavailable } from '../../http/http-error.ts';
import * as repo from './health.repository.ts';

/** A load balancer gives up after a few seconds; a database that hangs is as unready as one that refuses. */
export const READY_TIMEOUT_MS = 3_000;

/** Ready means the database answers a query now; otherwise 503, so the balancer sends traffic elsewhere. */
export async function checkReady(deps: AppDeps): Promise<HealthStatus> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
  });
  try {
    await Promise.race([repo.pingDatabase(deps.db), timeout]);
  } catch (err) {
    deps.log.warn({ err }, 'not ready: the database does not answer');
    throw serviceUnavailable(m.server_database_unavailable());
  } finally {
    clearTimeout(timer);
  }
  return { status: 'ok' };
}

/** How long the database takes to answer the cheapest query, in whole milliseconds; throws if it cannot. */
export async function databaseRoundTripMs(db: Executor): Promise<number> {
  const started = performance.now();
  await repo.pingDatabase(db);
  return Math.round(performance.now() - started);
}
