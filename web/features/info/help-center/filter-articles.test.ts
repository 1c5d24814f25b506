import { describe, expect, it } from 'vitest';
import { countArticles, filterArticles, searchWords } from './filter-articles.ts';
import { type HelpCategory, helpCategories } from './help-articles.ts';

const categories: HelpCategory[] = [
  {
    id: 'booking',
    title: 'Booking & Reservations',
    description: '',
    articles: [
      { id: 'book', title: 'How do I book a stay?', answer: ['Choose dates and guests.'] },
      { id: 'cancel', title: 'How do I cancel?', answer: ['Refunds follow the policy.'] },
    ],
  },
  {
    id: 'payments',
    title: 'Payments & Pricing',
    description: '',
    articles: [{ id: 'refund', title: 'When will I get my refund?', answer: ['In 5-10 business days.'] }],
  },
];

const titles = (result: HelpCategory[]) => result.flatMap((c) => c.articles.map((a) => a.title));

describe('searchWords', () => {
  it('lower-cases, drops accents and punctuation, and a plural s', () => {
    expect(searchWords('  Café REFUNDS, 5-10 ')).toEqual(['cafe', 'refund', '5', '10']);
    expect(searchWords('Address is')).toEqual(['address', 'is']);
    expect(searchWords('')).toEqual([]);
  });
});

describe('filterArticles', () => {
  it('keeps every category and article for an empty or blank search', () => {
    expect(filterArticles(categories, '')).toBe(categories);
    expect(filterArticles(categories, '   ')).toBe(categories);
  });

  it('matches words in titles and answers, in any case, across categories', () => {
    expect(titles(filterArticles(categories, 'REFUND'))).toEqual([
      'How do I cancel?',
      'When will I get my refund?',
    ]);
    expect(titles(filterArticles(categories, 'refunds'))).toEqual([
      'How do I cancel?',
      'When will I get my refund?',
    ]);
    expect(titles(filterArticles(categories, 'business days'))).toEqual(['When will I get my refund?']);
  });

  it('needs every word to match, and drops categories left empty', () => {
    const result = filterArticles(categories, 'book dates');
    expect(result.map((c) => c.title)).toEqual(['Booking & Reservations']);
    expect(titles(result)).toEqual(['How do I book a stay?']);
  });

  it("matches a category's title, keeping all its articles", () => {
    expect(titles(filterArticles(categories, 'pricing'))).toEqual(['When will I get my refund?']);
  });

  it('finds nothing for words no article has', () => {
    const result = filterArticles(categories, 'helicopter');
    expect(result).toEqual([]);
    expect(countArticles(result)).toBe(0);
  });

  it('finds the real refund article with the 5-10 business days answer', () => {
    const result = filterArticles(helpCategories, 'refunds business days');
    expect(titles(result)).toContain('When will I get my refund?');
    expect(countArticles(filterArticles(helpCategories, ''))).toBe(20);
  });
});
