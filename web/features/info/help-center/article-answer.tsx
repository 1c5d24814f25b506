import { Link } from 'wouter';
import { Disclosure } from '../components/disclosure.tsx';
import type { HelpArticle } from './help-articles.ts';

/** A help article as a question that opens its answer in place. */
export function ArticleDisclosure({ article, idPrefix }: { article: HelpArticle; idPrefix: string }) {
  return (
    <Disclosure id={`${idPrefix}-${article.id}`} summary={article.title}>
      {article.answer.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {article.link && (
        <p>
          <Link href={article.link.href} className="font-medium text-brand-text underline underline-offset-2">
            {article.link.label}
          </Link>
        </p>
      )}
    </Disclosure>
  );
}
