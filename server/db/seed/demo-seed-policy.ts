import { DEMO_ACCOUNTS } from './data/people.data.ts';

export type DemoSeedSituation = {
  /** SEED_DEMO as the operator set it; undefined when unset. */
  seedDemo: boolean | undefined;
  /** Embedded PGlite (no DATABASE_URL): a local try-out, where demo data is the point. */
  embedded: boolean;
  production: boolean;
  /** The demo admin (admin@basera.example) is in the database already. */
  demoAccountsPresent: boolean;
};

export type DemoSeedDecision = { action: 'seed' } | { action: 'skip' } | { action: 'refuse'; reason: string };

/**
 * Whether start-up seeds demo data. Demo data is seeded by default only into the embedded engine (the
 * README's zero-setup run). A production PostgreSQL that already holds the demo accounts, whose
 * passwords the README publishes, is refused unless the operator says SEED_DEMO=true on purpose.
 */
export function decideDemoSeed(s: DemoSeedSituation): DemoSeedDecision {
  if (s.seedDemo === true) return { action: 'seed' };
  if (!s.embedded && s.production && s.demoAccountsPresent) {
    const emails = DEMO_ACCOUNTS.map((a) => a.email).join(', ');
    return {
      action: 'refuse',
      reason:
        `Refusing to start: this production database holds the demo accounts (${emails}), whose ` +
        'passwords are published in the README. Delete those accounts, or set SEED_DEMO=true if ' +
        'this database is meant to hold demo data.',
    };
  }
  if (s.seedDemo === false) return { action: 'skip' };
  return { action: s.embedded ? 'seed' : 'skip' };
}
