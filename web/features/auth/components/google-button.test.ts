import { describe, expect, it } from 'vitest';
import { googleSignInUrl } from './google-button.tsx';

describe('Continue with Google', () => {
  it('carries the page to return to, and nothing when that is home', () => {
    expect(googleSignInUrl('/')).toBe('/api/auth/google');
    expect(googleSignInUrl('/trips')).toBe('/api/auth/google?next=%2Ftrips');
    expect(googleSignInUrl('/property/7?guests=2')).toBe(
      '/api/auth/google?next=%2Fproperty%2F7%3Fguests%3D2',
    );
  });
});
