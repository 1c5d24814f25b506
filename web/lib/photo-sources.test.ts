import { describe, expect, it } from 'vitest';
import { photoSources } from './photo-sources.ts';

describe('photoSources', () => {
  it('offers the drawn widths of a demo photo', () => {
    const s = photoSources('/api/media/scene/beach-7.jpg');
    expect(s.src).toBe('/api/media/scene/beach-7.jpg?w=640');
    expect(s.srcSet).toContain('/api/media/scene/beach-7.jpg?w=320 320w');
    expect(s.srcSet).toContain('?w=1200 1200w');
  });
  it('leaves other photos alone', () => {
    expect(photoSources('/api/uploads/photos/a.jpg')).toEqual({ src: '/api/uploads/photos/a.jpg' });
  });
});
