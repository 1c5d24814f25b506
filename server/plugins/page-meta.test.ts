import { describe, expect, it } from 'vitest';
import { escapeHtml, summaryOf, withPageMeta } from './page-meta.ts';

const html =
  '<html><head><meta charset="UTF-8" /><meta name="description" content="Basera: stays." />' +
  '<title>Basera · Stays across India</title></head><body><div id="root"></div></body></html>';

describe('page meta', () => {
  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    );
  });

  it('summarises text on one line, cut at a word within 160 characters', () => {
    expect(summaryOf('  Two\n lines  ')).toBe('Two lines');
    const long = 'word '.repeat(60);
    const summary = summaryOf(long);
    expect(summary.length).toBeLessThanOrEqual(160);
    expect(summary).toMatch(/word…$/);
  });

  it("replaces the app's title and description and adds Open Graph and Twitter tags", () => {
    const page = withPageMeta(html, {
      title: 'Villa $& <script>alert(1)</script> "quoted" · Basera',
      description: 'Sea view & more',
      url: 'https://basera.example/property/1',
      image: 'https://basera.example/p/1.jpg',
    });
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('Stays across India');
    expect(page).not.toContain('Basera: stays.');
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).toContain(
      '<title>Villa $&amp; &lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; · Basera</title>',
    );
    expect(page).toContain('<meta name="description" content="Sea view &amp; more" />');
    expect(page).toContain('<meta property="og:image" content="https://basera.example/p/1.jpg" />');
    expect(page).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(page).toContain('<div id="root"></div>');
  });
});
