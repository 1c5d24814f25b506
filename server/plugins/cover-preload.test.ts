import { describe, expect, it } from 'vitest';
import { withCoverPreload } from './cover-preload.ts';

const page = '<html><head><title>Basera</title></head><body></body></html>';

describe('a listing page’s cover photo, asked for by its HTML', () => {
  it('offers the widths the server draws, at the gallery’s sizes, with high priority', () => {
    expect(withCoverPreload(page, '/api/media/scene/lake-palace-23.jpg')).toBe(
      '<html><head><title>Basera</title>  <link rel="preload" as="image" ' +
        'href="/api/media/scene/lake-palace-23.jpg?w=1200" imagesrcset="/api/media/scene/lake-palace-23.jpg?w=320 320w, ' +
        '/api/media/scene/lake-palace-23.jpg?w=640 640w, /api/media/scene/lake-palace-23.jpg?w=960 960w, ' +
        '/api/media/scene/lake-palace-23.jpg?w=1200 1200w" imagesizes="(min-width: 768px) 50vw, 100vw" ' +
        'fetchpriority="high" />\n  </head><body></body></html>',
    );
  });

  it('asks for a photo kept elsewhere as it is, escaped', () => {
    expect(withCoverPreload(page, 'https://cdn.example/a.jpg?x=1&y="2"')).toContain(
      '<link rel="preload" as="image" href="https://cdn.example/a.jpg?x=1&amp;y=&quot;2&quot;" fetchpriority="high" />',
    );
  });
});
