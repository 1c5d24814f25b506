import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { viewingColumns } from '../../db/listing-visibility.ts';
import { properties } from '../../db/schema.ts';

export async function listingForViewing(db: Executor, id: string) {
  const [row] = await db.select(viewingColumns).from(properties).where(eq(properties.id, id));
  return row;
}
export type ListingForViewing = NonNullable<Awaited<ReturnType<typeof listingForViewing>>>;
