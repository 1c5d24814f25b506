import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderedButtons } from '../../../lib/rendered-markup-test-kit.ts';
import { CompactSearchBar } from './compact-search-bar.tsx';
import { defaultFilters, type SearchFilters } from './search-filters.ts';

/** The compact bar as it first draws for these filters. */
function compactBar(filters: Partial<SearchFilters>) {
  const markup = renderToString(
    createElement(
      QueryClientProvider,
      { client: new QueryClient() },
      createElement(CompactSearchBar, {
        filters: { ...defaultFilters, ...filters },
        onChange: () => {},
        onSearch: () => {},
      }),
    ),
  );
  return { markup, buttons: renderedButtons(markup) };
}

describe('the compact search bar', () => {
  it('shows chosen dates as "12 Mar 2027", whatever the browser locale, in buttons named by their words', () => {
    const { markup, buttons } = compactBar({ checkIn: '2027-03-12', checkOut: '2027-03-15' });
    // No native inputs, which would draw mm/dd/yyyy under an en-US browser.
    expect(markup).not.toContain('type="date"');
    const dates = buttons.filter((b) => /^Check-(in|out)/.test(b.name));
    expect(dates.map(({ name, text }) => ({ name, text }))).toEqual([
      { name: 'Check-in 12 Mar 2027', text: 'Check-in 12 Mar 2027' },
      { name: 'Check-out 15 Mar 2027', text: 'Check-out 15 Mar 2027' },
    ]);
    // Each opens the calendar, a dialog, and is a plain button of the form (never submits it).
    for (const button of dates) {
      expect(button.attributes['aria-haspopup']).toBe('dialog');
      expect(button.attributes['aria-expanded']).toBe('false');
      expect(button.attributes.type).toBe('button');
    }
  });

  it('asks for dates with "Add date" until they are chosen', () => {
    const { buttons } = compactBar({ checkIn: '2027-12-28' });
    expect(buttons.filter((b) => /^Check-/.test(b.name)).map((b) => b.text)).toEqual([
      'Check-in 28 Dec 2027',
      'Check-out Add date',
    ]);
    expect(
      compactBar({})
        .buttons.filter((b) => /^Check-/.test(b.name))
        .map((b) => b.name),
    ).toEqual(['Check-in Add date', 'Check-out Add date']);
  });

  it('keeps the guests and Search buttons, each named by what it shows', () => {
    const { buttons } = compactBar({ adults: 3, children: 1 });
    expect(buttons.map((b) => b.name)).toContain('Guests 4 guests');
    expect(buttons.at(-1)?.name).toBe('Search');
  });
});
