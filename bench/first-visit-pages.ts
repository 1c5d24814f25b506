// The pages the first-visit benches measure (issue 29 §1): the home page, a listing and /auth.

/** The path of the first listing `server` lists (a demo seed's), or undefined when it lists none. */
export async function firstListingPath(server: string): Promise<string | undefined> {
  const listings = (await (await fetch(`${server}/api/properties`)).json()) as Array<{ id: string }>;
  return listings[0] ? `/property/${listings[0].id}` : undefined;
}

/** The paths of the pages named in PAGES (e.g. `home,property`), else of all of `offered`, in order. */
export async function pagesToMeasure(
  server: string,
  offered: Array<'home' | 'property' | 'auth'>,
): Promise<string[]> {
  const known = { home: '/', property: await firstListingPath(server), auth: '/auth' };
  const names = process.env.PAGES?.split(',') ?? offered;
  return names.map((name) => known[name as keyof typeof known]).filter((p): p is string => p !== undefined);
}

/** The middle value (the upper one of an even count). */
export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
