import { MAX_OWNER_MATCHES, type OwnerMatch } from '../../../domain/schemas/admin-owners.ts';
import type { AppDeps } from '../../app-deps.ts';
import { findOwners } from './admin-owners.repository.ts';

/** GET /api/admin/owners?q=: owners whose name or email contains q; every owner (by name) when q is empty. */
export function searchOwners({ db }: Pick<AppDeps, 'db'>, q: string): Promise<OwnerMatch[]> {
  return findOwners(db, q, MAX_OWNER_MATCHES);
}
