import path from 'node:path';
import type { Config } from '../../config.ts';
import { diskStorage } from './disk-storage.ts';
import type { FileStorage } from './file-storage.ts';

/** Local disk under DATA_DIR/uploads (an S3-compatible implementation can be chosen here later). */
export function createFileStorage(config: Pick<Config, 'dataDir'>): FileStorage {
  return diskStorage(path.join(config.dataDir, 'uploads'));
}
