import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { uploads } from '../db/schema.ts';
import { makeSession, makeUser } from './factories.ts';
import { startTestApp, type TestApp } from './test-app.ts';
import type { Engine } from './test-database.ts';

type Caller = { id: string; cookie: string };
export type UploadTestApp = TestApp & {
  customer: Caller;
  /** Another customer: not the uploader of anything the customer uploads. */
  stranger: Caller;
  /** An admin session alone (no traveller session). */
  admin: Caller;
  /** The same admin's traveller session: not the admin identity. */
  adminAsTraveller: Caller;
};

/** The app on a DATA_DIR of its own (so its files can be counted), with a caller of each kind. */
export async function startUploadApp(
  engine: Engine,
  env: Record<string, string> = {},
): Promise<UploadTestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'basera-uploads-'));
  const t = await startTestApp(engine, { DATA_DIR: dataDir, ...env });
  const db = t.handle.db;
  const caller = async (role: 'customer' | 'admin', scope: 'user' | 'admin' = 'user') => {
    const user = await makeUser(db, { role });
    return { id: user.id, cookie: (await makeSession(db, user.id, { scope })).cookie };
  };
  const admin = await caller('admin', 'admin');
  return {
    ...t,
    customer: await caller('customer'),
    stranger: await caller('customer'),
    admin,
    adminAsTraveller: { id: admin.id, cookie: (await makeSession(db, admin.id)).cookie },
    async close() {
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
export async function formWith(
  bytes: Buffer,
  fileName: string,
  type = 'application/octet-stream',
  field = 'file',
) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), fileName);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** POST /api/upload with a file, as the caller with `cookie` (none: a visitor). */
export async function upload(
  app: FastifyInstance,
  file: { bytes: Buffer; name: string; type?: string },
  { purpose, cookie }: { purpose?: string; cookie?: string } = {},
) {
  const { payload, headers } = await formWith(file.bytes, file.name, file.type);
  return app.inject({
    method: 'POST',
    url: purpose ? `/api/upload?purpose=${purpose}` : '/api/upload',
    payload,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });
}

/** Every file under `root`, relative to it (none when the folder does not exist yet). */
export function filesUnder(root: string): string[] {
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

/** What an upload leaves behind: the files under the storage root and the rows in `uploads`. */
export async function storedState(t: TestApp, root = path.join(t.config.dataDir, 'uploads')) {
  return { files: filesUnder(root), rows: await t.handle.db.$count(uploads) };
}
