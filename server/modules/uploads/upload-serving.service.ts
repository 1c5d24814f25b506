import type { AppDeps } from '../../app-deps.ts';
import { type StoredFile, uploadUrl } from '../../integrations/storage/file-storage.ts';
import { isPrivateKey, renditionKey } from './upload-keys.ts';
import * as repo from './uploads.repository.ts';

/** Who asks for a file: the user session's user, and whether an admin session came along. */
export type Viewer = { userId: string | null; isAdmin: boolean };

/**
 * The stored file behind GET /api/uploads/<key>?w=<width>, or null (a 404). Images are public: their
 * keys are unguessable. A document is shown only to an admin session or to the user session of
 * whoever uploaded it; to anyone else it does not exist.
 */
export async function openStoredFile(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  key: string,
  width: number | undefined,
  viewer: () => Promise<Viewer>,
): Promise<StoredFile | null> {
  if (isPrivateKey(key) && !(await mayRead(deps, key, await viewer()))) return null;
  return deps.storage.get(renditionKey(key, width));
}

async function mayRead(deps: Pick<AppDeps, 'db'>, key: string, viewer: Viewer): Promise<boolean> {
  if (viewer.isAdmin) return true;
  if (!viewer.userId) return false;
  const upload = await repo.uploaderOf(deps.db, uploadUrl(key));
  return upload?.uploadedBy === viewer.userId;
}
