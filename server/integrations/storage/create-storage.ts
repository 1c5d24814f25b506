import path from 'node:path';
import type { Config } from '../../config.ts';
import { diskStorage } from './disk-storage.ts';
import type { FileStorage } from './file-storage.ts';
import { s3Storage } from './s3-storage.ts';

/** The S3-compatible bucket when S3_BUCKET is set, else local disk under DATA_DIR/uploads. */
export function createFileStorage(config: Pick<Config, 'dataDir' | 's3'>): FileStorage {
  return config.s3 ? s3Storage(config.s3) : diskStorage(path.join(config.dataDir, 'uploads'));
}
