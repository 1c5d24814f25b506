import type { Database } from '../client.ts';

export type DemoAccount = { role: string; email: string; password: string };

/** Seeds demo data into an empty database; returns the demo accounts (always, for printing). */
export async function seedDemoData(_db: Database): Promise<DemoAccount[]> {
  return [];
}
