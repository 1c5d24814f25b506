import type { HelpArticle, HelpCategory } from './help-articles.ts';

/**
 * The words of a search, lower-cased, without accents; a plural "s" is dropped so "refunds" finds
 * "refund". Punctuation separates words.
 */
export function searchWords(query: string): string[] {
  return fold(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) =>
      word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word,
    );
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Whether every word of the search appears in the article's title, its answer or its category's title. */
export function articleMatches(article: HelpArticle, words: string[], categoryTitle = ''): boolean {
  if (words.length === 0) return true;
  const text = fold([categoryTitle, article.title, ...article.answer].join(' '));
  return words.every((word) => text.includes(word));
}

/**
 * The categories with only the articles that match the search, in their order; categories left
 * without articles are dropped. An empty search keeps everything.
 */
export function filterArticles(categories: HelpCategory[], query: string): HelpCategory[] {
  const words = searchWords(query);
  if (words.length === 0) return categories;
  return categories
    .map((category) => ({
      ...category,
      articles: category.articles.filter((article) => articleMatches(article, words, category.title)),
    }))
    .filter((category) => category.articles.length > 0);
}

/** How many articles a filtered list holds. */
export function countArticles(categories: HelpCategory[]): number {
  return categories.reduce((sum, category) => sum + category.articles.length, 0);
}
