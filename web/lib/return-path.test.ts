import { describe, expect, it } from 'vitest';
import { returnPathFrom, safeReturnPath, signInPathFor } from './return-path.ts';

describe('return path after signing in', () => {
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
  });

  it('builds the sign-in address that brings the visitor back', () => {
    expect(signInPathFor('/auth', '/trips')).toBe('/auth?next=%2Ftrips');
    expect(signInPathFor('/auth', '/property/7?x=1')).toBe('/auth?next=%2Fproperty%2F7%3Fx%3D1');
    expect(signInPathFor('/auth', '/')).toBe('/auth');
    expect(signInPathFor('/admin/login', '//evil.example')).toBe('/admin/login');
  });

  it('reads next from the sign-in page query, else falls back', () => {
    expect(returnPathFrom('?next=%2Ftrips', '/')).toBe('/trips');
    expect(returnPathFrom('next=/wishlists', '/')).toBe('/wishlists');
    expect(returnPathFrom('?next=https%3A%2F%2Fevil.example', '/')).toBe('/');
    expect(returnPathFrom('?next=%2F%2Fevil.example', '/')).toBe('/');
    expect(returnPathFrom('', '/admin')).toBe('/admin');
  });
});
