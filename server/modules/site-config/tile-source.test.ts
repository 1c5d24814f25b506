import { describe, expect, it } from 'vitest';
import { tileImageSource } from './tile-source.ts';

describe('tileImageSource', () => {
  it('keeps the scheme and host of a tile URL template', () => {
    expect(tileImageSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://tile.openstreetmap.org',
    );
    expect(tileImageSource('http://localhost:8080/tiles/{z}/{x}/{y}.png?key=1')).toBe(
      'http://localhost:8080',
    );
  });

  it('turns a {s} subdomain label into a wildcard', () => {
    expect(tileImageSource('https://{s}.Tile.Example.org/{z}/{x}/{y}.png')).toBe(
      'https://*.tile.example.org',
    );
  });

  it('refuses a template the policy cannot express', () => {
    expect(() => tileImageSource('//tile.example.org/{z}/{x}/{y}.png')).toThrow(/MAP_TILE_URL/);
    expect(() => tileImageSource('https://tile-{s}.example.org/{z}/{x}/{y}.png')).toThrow(
      /whole first label/,
    );
  });
});
