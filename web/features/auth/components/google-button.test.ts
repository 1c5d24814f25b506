import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AuthProviders } from '../../../../domain/schemas/auth.ts';
import { GoogleSignIn, googleSignInUrl } from './google-button.tsx';

/** The sign-in page's Google part as it renders once the server said what it offers (or before). */
function renderWith(providers: AuthProviders | undefined): string {
  const client = new QueryClient();
  if (providers) client.setQueryData(['/api/auth/providers'], providers);
  return renderToString(
    createElement(QueryClientProvider, { client }, createElement(GoogleSignIn, { returnTo: '/' })),
  );
}

describe('Continue with Google', () => {
  it('carries the page to return to, and nothing when that is home', () => {
    expect(googleSignInUrl('/')).toBe('/api/auth/google');
    expect(googleSignInUrl('/trips')).toBe('/api/auth/google?next=%2Ftrips');
    expect(googleSignInUrl('/property/7?guests=2')).toBe(
      '/api/auth/google?next=%2Fproperty%2F7%3Fguests%3D2',
    );
  });

  it('offers the button (after "or") only when the server has Google configured', () => {
    const offered = renderWith({ google: true });
    expect(offered).toContain('Continue with Google');
    expect(offered).toContain('or');
    expect(offered).not.toContain('disabled');
  });

  it('shows nothing at all, no note and no disabled button, when Google is not configured or not yet known', () => {
    expect(renderWith({ google: false })).toBe('');
    expect(renderWith(undefined)).toBe('');
  });
});
