import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { overwriteGetLocale } from '#i18n/runtime.js';
import { renderedButtons } from '../../../lib/rendered-markup-test-kit.ts';
import { defaultFilters } from './search-filters.ts';

// The Hindi build (/hi): its language constant, its date locale and its catalogue, set before the
// bar's modules read them (web/lib/language.ts, decision 110).
vi.stubGlobal('__BASERA_LANGUAGE__', 'hi');
vi.mock('#language-pack', () => import('../../../lib/language-pack/hi.ts'));
overwriteGetLocale(() => 'hi');

describe('the compact search bar in Hindi', () => {
  it('shows chosen dates as "12 मार्च 2027", named by the words shown', async () => {
    const { CompactSearchBar } = await import('./compact-search-bar.tsx');
    const markup = renderToString(
      createElement(
        QueryClientProvider,
        { client: new QueryClient() },
        createElement(CompactSearchBar, {
          filters: { ...defaultFilters, checkIn: '2027-03-12', checkOut: '2027-09-15' },
          onChange: () => {},
          onSearch: () => {},
        }),
      ),
    );
    expect(markup).not.toContain('type="date"');
    const dates = renderedButtons(markup).filter((b) => /^चेक-/.test(b.name));
    expect(dates.map(({ name, text }) => ({ name, text }))).toEqual([
      { name: 'चेक-इन 12 मार्च 2027', text: 'चेक-इन 12 मार्च 2027' },
      { name: 'चेक-आउट 15 सितंबर 2027', text: 'चेक-आउट 15 सितंबर 2027' },
    ]);
  });
});
