// `npm run db:migrate`: applies pending migrations and exits, for deployments that migrate as a
// separate step before starting instances. Start-up migrates too; both take the same lock.
import { loadDatabaseSettings } from '../config.ts';
import { openDatabase } from './client.ts';

try {
  const handle = await openDatabase(loadDatabaseSettings());
  try {
    await handle.migrate();
    console.log(`Migrations applied (database: ${handle.engine})`);
  } finally {
    await handle.close();
  }
} catch (err) {
  console.error(
    `Migration failed: ${(err as Error & { cause?: Error }).cause?.message ?? (err as Error).message}`,
  );
  process.exitCode = 1;
}
