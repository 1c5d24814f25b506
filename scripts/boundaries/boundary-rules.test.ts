import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findViolations, formatViolations } from './boundary-rules.ts';
import { importsOf, readSourceFiles, type SourceFile } from './source-files.ts';

const file = (p: string, imports: string[] = [], text = ''): SourceFile => ({ path: p, imports, text });
const rulesBroken = (files: SourceFile[]) => findViolations(files).map((v) => `${v.file}: ${v.detail}`);

describe('boundary rules', () => {
  it('hold across the repository', () => {
    const violations = findViolations(readSourceFiles(path.resolve(import.meta.dirname, '../..')));
    expect(formatViolations(violations)).toBe('');
  });

  it('read imports, exports and dynamic imports, resolving relative ones', () => {
    const text = [
      "import type { A } from '../../app.ts';",
      "export { b } from './b.ts';",
      "import './styles.css';",
      "const c = await import('drizzle-orm');",
      'import {\n  d,\n} from "fastify";',
    ].join('\n');
    expect(importsOf('server/modules/auth/x.ts', text).sort()).toEqual(
      [
        'drizzle-orm',
        'fastify',
        'server/app.ts',
        'server/modules/auth/b.ts',
        'server/modules/auth/styles.css',
      ].sort(),
    );
  });

  it('refuse drizzle-orm outside server/db/, repositories and benches', () => {
    expect(
      rulesBroken([
        file('server/integrations/mail/outbox.ts', ['drizzle-orm']),
        file('server/jobs/sweeps.ts', ['drizzle-orm/pg-core']),
        file('server/modules/auth/sessions.repository.ts', ['drizzle-orm']),
        file('server/db/advisory-lock.ts', ['drizzle-orm']),
        file('bench/search-data.ts', ['drizzle-orm']),
      ]),
    ).toEqual([
      'server/integrations/mail/outbox.ts: imports drizzle-orm',
      'server/jobs/sweeps.ts: imports drizzle-orm/pg-core',
    ]);
  });

  it('refuse fastify in services, repositories and domain/', () => {
    expect(
      rulesBroken([
        file('server/modules/auth/auth.service.ts', ['fastify']),
        file('server/modules/users/users.repository.ts', ['@fastify/cookie']),
        file('domain/schemas/auth.ts', ['fastify-type-provider-zod']),
        file('server/modules/auth/auth.routes.ts', ['fastify-type-provider-zod']),
      ]),
    ).toEqual([
      'server/modules/auth/auth.service.ts: imports fastify',
      'server/modules/users/users.repository.ts: imports @fastify/cookie',
      'domain/schemas/auth.ts: imports fastify-type-provider-zod',
    ]);
  });

  it('refuse server/, web/ and I/O in domain/', () => {
    expect(
      rulesBroken([
        file('domain/rules/pricing.ts', ['server/db/client.ts']),
        file('domain/rules/refunds.ts', ['web/lib/formatters.ts']),
        file('domain/rules/dates.ts', ['node:fs']),
        file('domain/rules/fx.ts', [], 'export const rate = () => fetch("https://fx.example");'),
        file('domain/rules/env.ts', [], 'export const zone = process.env.TZ;'),
        file('domain/money.ts', ['zod'], 'export const x = 1;'),
      ]),
    ).toEqual([
      'domain/rules/pricing.ts: imports server/db/client.ts',
      'domain/rules/refunds.ts: imports web/lib/formatters.ts',
      'domain/rules/dates.ts: imports node:fs',
      'domain/rules/fx.ts: does I/O: fetch(',
      'domain/rules/env.ts: does I/O: process.env',
    ]);
  });

  it('refuse a web feature that imports another feature', () => {
    expect(
      rulesBroken([
        file('web/features/search/components/property-card.tsx', [
          'web/features/wishlists/components/heart.tsx',
        ]),
        file('web/features/search/home-page.tsx', ['web/features/search/components/property-card.tsx']),
        file('web/router.tsx', ['web/features/search/home-page.tsx']),
      ]),
    ).toEqual([
      'web/features/search/components/property-card.tsx: imports web/features/wishlists/components/heart.tsx',
    ]);
  });

  it('let only the router and the entry point put features together', () => {
    expect(
      rulesBroken([
        file('web/components/layout/site-header.tsx', ['web/features/auth/api/login.ts']),
        file('web/lib/session.ts', ['web/features/admin/api/admin-login.ts']),
        file('web/router.tsx', ['web/features/admin/admin-pages.tsx']),
        file('web/main.tsx', ['web/features/search/home-page.tsx']),
      ]),
    ).toEqual([
      'web/components/layout/site-header.tsx: imports web/features/auth/api/login.ts',
      'web/lib/session.ts: imports web/features/admin/api/admin-login.ts',
    ]);
  });

  it('refuse the server in the web app', () => {
    expect(
      rulesBroken([
        file('web/features/search/api/properties.ts', ['server/db/schema.ts']),
        file('web/features/search/api/destinations.ts', ['domain/schemas/catalog.ts']),
      ]),
    ).toEqual(['web/features/search/api/properties.ts: imports server/db/schema.ts']);
  });

  it('refuse importing server/app.ts from a module', () => {
    expect(
      rulesBroken([
        file('server/modules/auth/session-cookie.ts', ['server/app.ts']),
        file('server/main.ts', ['server/app.ts']),
        file('server/testing/test-app.ts', ['server/app.ts']),
      ]),
    ).toEqual(['server/modules/auth/session-cookie.ts: imports server/app.ts']);
  });

  it('refuse new HttpError outside its helpers', () => {
    expect(
      rulesBroken([
        file('server/modules/auth/auth.service.ts', [], 'throw new HttpError(401, INVALID);'),
        file('server/http/http-error.ts', [], 'export const conflict = (m) => new HttpError(409, m);'),
      ]),
    ).toEqual(['server/modules/auth/auth.service.ts: calls new HttpError']);
  });

  it('refuse import cycles, naming every file in one', () => {
    expect(
      rulesBroken([
        file('server/app.ts', ['server/modules/auth/auth.routes.ts']),
        file('server/modules/auth/auth.routes.ts', ['server/modules/auth/session-cookie.ts']),
        file('server/modules/auth/session-cookie.ts', ['server/main.ts']),
        file('server/main.ts', ['server/app.ts']),
        file('server/config.ts'),
      ]),
    ).toEqual([
      'server/app.ts: cycle through server/app.ts, server/main.ts, server/modules/auth/auth.routes.ts, server/modules/auth/session-cookie.ts',
    ]);
  });
});
