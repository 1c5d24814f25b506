// Measures seeding a fresh in-memory PGlite database: npx tsx bench/seed-timing.ts
import { openPglite } from '../server/db/client.ts';
import { seedDemoData } from '../server/db/seed/seed-demo.ts';

const opened = performance.now();
const handle = await openPglite();
await handle.migrate();
const migrated = performance.now();
await seedDemoData(handle.db);
const seeded = performance.now();
await seedDemoData(handle.db);
const reseeded = performance.now();
console.log(`open + migrate ${(migrated - opened).toFixed(0)} ms`);
console.log(`seed empty database ${(seeded - migrated).toFixed(0)} ms`);
console.log(`seed again (no-op) ${(reseeded - seeded).toFixed(0)} ms`);
await handle.close();
