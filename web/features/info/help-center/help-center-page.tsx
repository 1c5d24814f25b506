import { Search } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { m } from '#i18n/messages.js';
import { Input } from '../../../components/ui/input.tsx';
import { InfoSection } from '../components/info-layout.tsx';
import { ArticleDisclosure } from './article-answer.tsx';
import { ContactCards } from './contact-cards.tsx';
import { countArticles, filterArticles } from './filter-articles.ts';
import { type HelpArticle, type HelpCategory, helpCategories, popularQuestionIds } from './help-articles.ts';

const allArticles = helpCategories.flatMap((category) => category.articles);
const popularQuestions = popularQuestionIds
  .map((id) => allArticles.find((article) => article.id === id))
  .filter((article): article is HelpArticle => article !== undefined);

function CategoryCard({ category }: { category: HelpCategory }) {
  const titleId = `category-${category.id}-title`;
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-5"
    >
      <h3 id={titleId} className="text-lg font-semibold text-fg">
        {category.title}
      </h3>
      <p className="mt-1 text-sm text-fg-muted">{category.description}</p>
      <div className="mt-4 space-y-2">
        {category.articles.map((article) => (
          <ArticleDisclosure key={article.id} article={article} idPrefix="article" />
        ))}
      </div>
    </section>
  );
}

/** /help-center: search as you type, popular questions, the four categories and the contact cards. */
export function HelpCenterPage() {
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const searching = deferredQuery.trim() !== '';
  const categories = filterArticles(helpCategories, deferredQuery);
  const found = countArticles(categories);
  const searchId = useId();

  return (
    <div>
      <div className="border-b border-line bg-brand-soft">
        <div className="mx-auto max-w-3xl px-4 py-12 text-center sm:px-6 sm:py-16">
          <h1 tabIndex={-1} className="text-3xl font-bold tracking-tight text-fg outline-none sm:text-4xl">
            {m.info_help_title()}
          </h1>
          <p className="mt-3 text-lg text-fg-muted">{m.info_help_lead()}</p>
          <search aria-label={m.info_help_search_region()} className="relative mt-8 block text-left">
            <label htmlFor={searchId} className="sr-only">
              {m.info_help_search_label()}
            </label>
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-fg-muted"
              aria-hidden="true"
            />
            <Input
              id={searchId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={m.info_help_search_placeholder()}
              autoComplete="off"
              className="min-h-12 rounded-xl pl-11 shadow-sm"
            />
          </search>
          <p aria-live="polite" className="mt-3 min-h-6 text-sm text-fg-muted">
            {searching && found > 0 && m.info_help_matches({ count: found, query: deferredQuery.trim() })}
          </p>
        </div>
      </div>

      <div className="mx-auto max-w-6xl space-y-14 px-4 py-12 sm:px-6 lg:px-8">
        {searching ? (
          <InfoSection id="search-results" title={m.info_help_search_results()}>
            {found === 0 ? (
              <p className="rounded-2xl border border-dashed border-line-strong p-6 text-center">
                {m.info_help_no_matches({ query: deferredQuery.trim() })}
              </p>
            ) : (
              <div className="grid gap-6 lg:grid-cols-2">
                {categories.map((category) => (
                  <CategoryCard key={category.id} category={category} />
                ))}
              </div>
            )}
          </InfoSection>
        ) : (
          <>
            <InfoSection id="popular" title={m.info_help_popular()}>
              <div className="space-y-2">
                {popularQuestions.map((article) => (
                  <ArticleDisclosure key={article.id} article={article} idPrefix="popular" />
                ))}
              </div>
            </InfoSection>
            <InfoSection id="categories" title={m.info_help_browse()}>
              <div className="grid gap-6 lg:grid-cols-2">
                {categories.map((category) => (
                  <CategoryCard key={category.id} category={category} />
                ))}
              </div>
            </InfoSection>
          </>
        )}
        <InfoSection id="contact" title={m.info_help_still_need()} intro={m.info_help_team_here()}>
          <ContactCards />
        </InfoSection>
      </div>
    </div>
  );
}
