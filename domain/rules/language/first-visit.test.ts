import { describe, expect, it } from 'vitest';
import { languageForPlainAddress } from './first-visit.ts';

describe('the language of an address without one', () => {
  it('follows Accept-Language on a first visit and keeps it', () => {
    expect(languageForPlainAddress(undefined, 'hi-IN,hi;q=0.9,en;q=0.8')).toEqual({
      language: 'hi',
      keep: true,
    });
    expect(languageForPlainAddress(undefined, 'en-IN,en;q=0.9')).toEqual({ language: 'en', keep: true });
    expect(languageForPlainAddress(undefined, undefined)).toEqual({ language: 'en', keep: true });
    expect(languageForPlainAddress(undefined, 'ta-IN,fr;q=0.5')).toEqual({ language: 'en', keep: true });
  });

  it('then follows the person’s choice, whatever the browser says', () => {
    expect(languageForPlainAddress('en', 'hi-IN,hi')).toEqual({ language: 'en', keep: false });
    expect(languageForPlainAddress('hi', 'en-GB')).toEqual({ language: 'hi', keep: false });
  });

  it('treats a cookie it does not know as no choice', () => {
    expect(languageForPlainAddress('fr', 'hi')).toEqual({ language: 'hi', keep: true });
  });
});
