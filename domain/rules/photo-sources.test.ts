import { describe, expect, it } from 'vitest';
import { photoSources } from './photo-sources.ts';

describe('photoSources', () => {
  it('offers the drawn widths of a demo photo', () => {
    const s = photoSources('/api/media/scene/beach-7.jpg');
    expect(s.src).toBe('/api/media/scene/beach-7.jpg?w=640');
    expect(s.srcSet).toContain('/api/media/scene/beach-7.jpg?w=320 320w');
    expect(s.srcSet).toContain('?w=1200 1200w');
  });

  it('offers the stored widths of an uploaded image', () => {
    const url = '/api/uploads/photos/3f2a9c1e-0b7d-4c1a-9e55-2d6f0a7b8c9d-1200.webp';
    expect(photoSources(url, 320)).toEqual({
      src: `${url}?w=320`,
      srcSet: [320, 640, 960, 1200].map((w) => `${url}?w=${w} ${w}w`).join(', '),
    });
  });

  it('leaves other photos alone: older uploads, documents, outside URLs and URLs with a query', () => {
    for (const url of [
      '/api/uploads/photos/a.jpg',
      '/api/uploads/documents/a.pdf',
      'https://example.com/a.webp',
      '/api/uploads/photos/a-640.webp?w=320',
      '/api/media/scene/beach-7.jpg?w=320',
      '/api/placeholder/400/300',
    ]) {
      expect(photoSources(url)).toEqual({ src: url });
    }
  });
});
