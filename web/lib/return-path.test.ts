import { describe, expect, it } from 'vitest';
import { returnPathFrom, signInPathFor } from './return-path.ts';

describe('return path after signing in', () => {
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
