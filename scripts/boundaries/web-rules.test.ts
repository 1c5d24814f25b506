import { describe, expect, it } from 'vitest';
import { findViolations } from './boundary-rules.ts';
import type { SourceFile } from './source-files.ts';

const file = (p: string, imports: string[] = [], text = ''): SourceFile => ({ path: p, imports, text });
const rulesBroken = (files: SourceFile[]) => findViolations(files).map((v) => `${v.file}: ${v.detail}`);

describe('web shared-resource rules', () => {
  it('refuse a catalogue request written outside web/api/', () => {
    expect(
      rulesBroken([
        file('web/features/search/api/amenities.ts', [], "return getJson<Amenity[]>('/api/amenities');"),
        file('web/features/admin/api/badges.ts', [], 'sendJson("DELETE", `/api/admin/badges/` + id);'),
        file('web/lib/contacts.ts', [], "useQuery({ queryKey: ['/api/contacts?all=1'] });"),
        file('web/api/catalogues.ts', [], "getJson('/api/amenities');"),
        file('web/features/search/search.test.ts', [], "mock('/api/amenities');"),
        file('web/features/property/contact-dialog.tsx', [], '/** the people of GET /api/contacts */'),
        file('web/features/host/api/calendar.ts', [], "getJson('/api/amenities-report');"),
        file('e2e/listing-kit.ts', [], "request.get('/api/property-types');"),
      ]),
    ).toEqual([
      'web/features/search/api/amenities.ts: requests /api/amenities',
      'web/features/admin/api/badges.ts: requests /api/admin/badges',
      'web/lib/contacts.ts: requests /api/contacts',
    ]);
  });

  it('refuse components in web/api/', () => {
    expect(
      rulesBroken([
        file('web/api/catalogues.ts', ['web/lib/api-client.ts', 'domain/catalogues.ts']),
        file('web/api/bookings.ts', ['web/components/ui/status-badge.tsx']),
        file('web/features/search/components/filters-dialog.tsx', ['web/api/catalogues.ts']),
      ]),
    ).toEqual(['web/api/bookings.ts: imports web/components/ui/status-badge.tsx']);
  });
});
