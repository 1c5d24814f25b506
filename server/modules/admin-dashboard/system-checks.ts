import { m } from '#i18n/messages.js';
import type { SystemCheck } from '../../../domain/schemas/admin.ts';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../http/http-error.ts';
import { databaseRoundTripMs } from '../health/index.ts';
import { outboxBacklog } from './admin-dashboard.repository.ts';

/** Mail older than this still waiting means delivery is stuck, not just busy. */
const STUCK_MAIL_MS = 15 * 60_000;
const PROBE_KEY = 'health/storage-probe.png';

async function database({ db }: AppDeps): Promise<SystemCheck> {
  try {
    const ms = await databaseRoundTripMs(db);
    return { name: 'Database', status: 'ok', detail: m.server_check_reachable({ ms }) };
  } catch {
    return { name: 'Database', status: 'down', detail: m.server_check_not_reachable() };
  }
}

/** Writes, reads back and removes a small file where uploads go. */
async function storage({ storage }: AppDeps): Promise<SystemCheck> {
  try {
    await storage.put(PROBE_KEY, Buffer.from('probe'), 'image/png');
    const back = await storage.get(PROBE_KEY);
    back?.stream.destroy();
    await storage.delete([PROBE_KEY]);
    if (!back) throw new Error('written but not found');
    return { name: 'Storage', status: 'ok', detail: m.server_check_uploads_stored() };
  } catch {
    return { name: 'Storage', status: 'down', detail: m.server_check_uploads_not_stored() };
  }
}

function payments({ config }: AppDeps): SystemCheck {
  const { provider, keyId } = config.payment;
  if (provider === 'simulated') {
    return { name: 'Payments', status: 'warning', detail: m.server_check_payments_simulated() };
  }
  const live = keyId?.startsWith('rzp_live_');
  const detail = live ? m.server_check_payments_live() : m.server_check_payments_test();
  return { name: 'Payments', status: 'ok', detail };
}

async function mail({ db }: AppDeps, now: Date): Promise<SystemCheck> {
  try {
    const { waiting, failed, oldest_waiting } = await outboxBacklog(db);
    const stuck =
      oldest_waiting !== null && now.getTime() - new Date(oldest_waiting).getTime() > STUCK_MAIL_MS;
    const detail =
      failed > 0
        ? waiting > 0
          ? m.server_check_mail_waiting_failed({ waiting, failed })
          : m.server_check_mail_nothing_waiting_failed({ failed })
        : waiting > 0
          ? m.server_check_mail_waiting({ waiting })
          : m.server_check_mail_nothing_waiting();
    return { name: 'Mail outbox', status: failed > 0 || stuck ? 'warning' : 'ok', detail };
  } catch {
    return { name: 'Mail outbox', status: 'down', detail: m.server_check_cannot_read() };
  }
}

/** Jobs out of retries: how many, and the newest with their errors, for the admin to retry. */
async function jobQueue({ jobs }: AppDeps): Promise<SystemCheck> {
  try {
    const dead = await jobs.dead();
    return {
      name: 'Job queue',
      status: dead.total > 0 ? 'warning' : 'ok',
      detail:
        dead.total > 0 ? m.server_check_dead_jobs({ count: dead.total }) : m.server_check_no_dead_jobs(),
      deadJobs: dead.jobs.map((j) => ({ ...j, failedAt: j.failedAt.toISOString() })),
    };
  } catch {
    return { name: 'Job queue', status: 'down', detail: m.server_check_cannot_read() };
  }
}

/** Live checks for the dashboard's System Status; each answers even when what it checks is down. */
export async function systemStatus(deps: AppDeps, now = new Date()): Promise<SystemCheck[]> {
  return Promise.all([database(deps), storage(deps), payments(deps), mail(deps, now), jobQueue(deps)]);
}

/** Hands a dead job back to its queue for one more attempt (the admin's Retry). */
export async function retryDeadJob({ jobs }: AppDeps, id: string): Promise<void> {
  if (!(await jobs.retryDead(id))) throw notFound(m.server_no_dead_job());
}
