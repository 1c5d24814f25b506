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
        file('server/app.ts', ['server/modules/auth/index.ts']),
        file('server/modules/auth/index.ts', ['server/modules/auth/session-cookie.ts']),
        file('server/modules/auth/session-cookie.ts', ['server/main.ts']),
        file('server/main.ts', ['server/app.ts']),
        file('server/config.ts'),
      ]),
    ).toEqual([
      'server/app.ts: cycle through server/app.ts, server/main.ts, server/modules/auth/index.ts, server/modules/auth/session-cookie.ts',
    ]);
  });

  it('let code outside a module reach it only through its index.ts', () => {
    expect(
      rulesBroken([
        file('server/modules/payments/payment-orders.service.ts', [
          'server/modules/bookings/booking-placement.service.ts',
          'server/modules/bookings/index.ts',
          'server/modules/payments/payments.repository.ts',
        ]),
        file('server/jobs/sweeps.ts', ['server/modules/payments/refunds.service.ts']),
        file('server/app.ts', ['server/modules/payments/index.ts']),
        file('server/modules/reviews/review-pages.test.ts', ['server/modules/reviews/review-cursor.ts']),
      ]),
    ).toEqual([
      'server/modules/payments/payment-orders.service.ts: imports server/modules/bookings/booking-placement.service.ts, not its index.ts',
      'server/jobs/sweeps.ts: imports server/modules/payments/refunds.service.ts, not its index.ts',
    ]);
  });

  it("refuse a module importing another module's repository", () => {
    expect(
      rulesBroken([
        file('server/modules/cancellations/cancellation.service.ts', [
          'server/modules/payments/payments.repository.ts',
          'server/modules/cancellations/cancellation.repository.ts',
        ]),
      ]),
    ).toEqual([
      'server/modules/cancellations/cancellation.service.ts: imports server/modules/payments/payments.repository.ts, not its index.ts',
      "server/modules/cancellations/cancellation.service.ts: imports another module's repository server/modules/payments/payments.repository.ts",
    ]);
  });

  it('refuse an index.ts that exports * instead of naming what is public', () => {
    expect(
      rulesBroken([
        file('server/modules/bookings/index.ts', [], "export * from './bookings.repository.ts';"),
        file('server/modules/payments/index.ts', [], "export { issueRefund } from './refunds.service.ts';"),
      ]),
    ).toEqual(['server/modules/bookings/index.ts: exports * from a file']);
  });

  it('refuse an index.ts that re-exports a repository function or constant, letting its row types pass', () => {
    const bookingsIndex = [
      "export type { BookingRow } from './bookings.repository.ts';",
      "export { type NewBooking, lockBooking, endBooking as finish } from './bookings.repository.ts';",
      "export {\n  ACTIVE,\n} from './bookings.repository.ts';",
      "export { cancelActiveBooking } from './booking-changes.service.ts';",
    ].join('\n');
    expect(
      rulesBroken([
        file('server/modules/bookings/index.ts', [], bookingsIndex),
        // Inside its module, a service re-exporting a repository's name is no public face.
        file(
          'server/modules/bookings/trips.service.ts',
          [],
          "export { bookingById } from './bookings.repository.ts';",
        ),
      ]),
    ).toEqual([
      'server/modules/bookings/index.ts: re-exports lockBooking from server/modules/bookings/bookings.repository.ts',
      'server/modules/bookings/index.ts: re-exports finish from server/modules/bookings/bookings.repository.ts',
      'server/modules/bookings/index.ts: re-exports ACTIVE from server/modules/bookings/bookings.repository.ts',
    ]);
  });

  it('refuse a cycle of modules, with modules as nodes, and name its members once', () => {
    expect(
      rulesBroken([
        file('server/modules/bookings/booking-placement.service.ts', ['server/modules/users/index.ts']),
        file('server/modules/users/standing.service.ts', ['server/modules/reviews/index.ts']),
        file('server/modules/reviews/review-writing.service.ts', ['server/modules/bookings/index.ts']),
        file('server/modules/reviews/index.ts', ['server/modules/reviews/review-writing.service.ts']),
        file('server/modules/payments/payment-orders.service.ts', ['server/modules/bookings/index.ts']),
        // A test's imports are no edge: tests import freely through indexes.
        file('server/modules/bookings/booking-race.test.ts', ['server/modules/payments/index.ts']),
      ]),
    ).toEqual(['server/modules/bookings/: module cycle through bookings, reviews, users']);
  });

  it('refuse test code in production code: server/testing/, test kits, test files, vitest', () => {
    expect(
      rulesBroken([
        file('server/modules/listings/drafts.service.ts', ['server/testing/factories.ts']),
        file('server/app.ts', ['server/testing/listing-test-kit.ts']),
        file('server/http/access.ts', ['server/http/access.test.ts']),
        file('server/http/bad-input/kit.ts', ['vitest']),
        file('server/testing/listing-test-kit.ts', ['vitest', 'server/testing/upload-test-files.ts']),
        file('server/modules/listings/drafts.test.ts', ['server/testing/listing-test-kit.ts']),
        file('e2e/journey-kit.ts', ['server/testing/server-process.ts']),
        file('bench/search.ts', ['server/testing/test-database.ts']),
      ]),
    ).toEqual([
      'server/modules/listings/drafts.service.ts: imports test code server/testing/factories.ts',
      'server/app.ts: imports test code server/testing/listing-test-kit.ts',
      'server/http/access.ts: imports test code server/http/access.test.ts',
      'server/http/bad-input/kit.ts: imports test code vitest',
    ]);
  });

  it('refuse a test helper kept inside a module', () => {
    expect(
      rulesBroken([
        file('server/modules/listings/listing-test-kit.ts'),
        file('server/modules/user-moderation/moderation-test-state.repository.ts'),
        file('server/testing/review-test-kit.ts'),
        file('server/modules/listings/listing-checks.service.ts'),
      ]),
    ).toEqual([
      'server/modules/listings/listing-test-kit.ts: is a test helper inside a module',
      'server/modules/user-moderation/moderation-test-state.repository.ts: is a test helper inside a module',
    ]);
  });
});
