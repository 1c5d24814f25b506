import { describe, expect, it } from 'vitest';
import { type DemoSeedSituation, decideDemoSeed } from './demo-seed-policy.ts';

const situation = (s: Partial<DemoSeedSituation>): DemoSeedSituation => ({
  seedDemo: undefined,
  embedded: false,
  production: false,
  demoAccountsPresent: false,
  ...s,
});

describe('demo data at start-up', () => {
  it('seeds the embedded engine by default: the zero-setup run keeps its demo accounts', () => {
    expect(decideDemoSeed(situation({ embedded: true }))).toEqual({ action: 'seed' });
    expect(decideDemoSeed(situation({ embedded: true, production: true }))).toEqual({ action: 'seed' });
    expect(decideDemoSeed(situation({ embedded: true, seedDemo: false }))).toEqual({ action: 'skip' });
  });

  it('does not seed a PostgreSQL database unless SEED_DEMO=true', () => {
    expect(decideDemoSeed(situation({}))).toEqual({ action: 'skip' });
    expect(decideDemoSeed(situation({ production: true }))).toEqual({ action: 'skip' });
    expect(decideDemoSeed(situation({ seedDemo: true }))).toEqual({ action: 'seed' });
  });

  it('refuses a production PostgreSQL database holding the demo accounts, naming them and SEED_DEMO', () => {
    for (const seedDemo of [undefined, false]) {
      const decision = decideDemoSeed(situation({ production: true, demoAccountsPresent: true, seedDemo }));
      expect(decision.action).toBe('refuse');
      const reason = decision.action === 'refuse' ? decision.reason : '';
      expect(reason).toContain('admin@basera.example');
      expect(reason).toContain('customer@basera.example');
      expect(reason).toContain('SEED_DEMO=true');
    }
  });

  it('lets the operator keep demo data in production on purpose, and staging keep it by default', () => {
    const explicit = situation({ production: true, demoAccountsPresent: true, seedDemo: true });
    expect(decideDemoSeed(explicit)).toEqual({ action: 'seed' });
    expect(decideDemoSeed(situation({ demoAccountsPresent: true }))).toEqual({ action: 'skip' });
  });
});
