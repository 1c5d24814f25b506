import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path.ts';

describe('safe return path', () => {
  it('keeps a path on this site, with its query and hash', () => {
    expect(safeReturnPath('/trips')).toBe('/trips');
    expect(safeReturnPath('/property/42?guests=2#reviews')).toBe('/property/42?guests=2#reviews');
    expect(safeReturnPath('/admin/badges')).toBe('/admin/badges');
  });

  it('refuses anything that could leave the site (no open redirect)', () => {
    for (const raw of [
      'https://evil.example/',
      'http:/evil.example',
      '//evil.example/trips',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'trips',
      ' /trips',
      '/\t/evil.example',
      '/%0a/evil.example'.replace('%0a', '\n'),
      '',
      null,
      undefined,
    ]) {
      expect(safeReturnPath(raw), String(raw)).toBeNull();
    }
  });

  it('never returns to the sign-in pages themselves', () => {
    expect(safeReturnPath('/auth')).toBeNull();
    expect(safeReturnPath('/auth?next=/trips')).toBeNull();
    expect(safeReturnPath('/admin/login')).toBeNull();
    expect(safeReturnPath('/hi/auth')).toBeNull();
    expect(safeReturnPath('/hi/admin/login')).toBeNull();
  });

  it('returns to a Hindi page as it is', () => {
    expect(safeReturnPath('/hi/trips?tab=past')).toBe('/hi/trips?tab=past');
    expect(safeReturnPath('/hi')).toBe('/hi');
  });
});
