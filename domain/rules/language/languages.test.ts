import { describe, expect, it } from 'vitest';
import { languageOfPath, pathInLanguage, preferredLanguage } from './languages.ts';

describe('language addresses', () => {
  it('reads the language from the address and gives the app path', () => {
    expect(languageOfPath('/hi/trips')).toEqual({ language: 'hi', path: '/trips' });
    expect(languageOfPath('/hi')).toEqual({ language: 'hi', path: '/' });
    expect(languageOfPath('/hi/')).toEqual({ language: 'hi', path: '/' });
    expect(languageOfPath('/trips')).toEqual({ language: 'en', path: '/trips' });
    expect(languageOfPath('/hindi-stays')).toEqual({ language: 'en', path: '/hindi-stays' });
  });

  it('writes an app path in a language', () => {
    expect(pathInLanguage('/trips', 'hi')).toBe('/hi/trips');
    expect(pathInLanguage('/', 'hi')).toBe('/hi');
    expect(pathInLanguage('/trips', 'en')).toBe('/trips');
  });
});

describe('Accept-Language', () => {
  it('picks the language with the highest q among English and Hindi', () => {
    expect(preferredLanguage('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(preferredLanguage('en-GB,en;q=0.9,hi;q=0.5')).toBe('en');
    expect(preferredLanguage('fr-FR,hi;q=0.7,en;q=0.3')).toBe('hi');
    expect(preferredLanguage('en;q=0.2,hi;q=0.9')).toBe('hi');
  });

  it('is null when neither is named, or a language is refused with q=0', () => {
    expect(preferredLanguage(undefined)).toBeNull();
    expect(preferredLanguage('fr-FR,de;q=0.8')).toBeNull();
    expect(preferredLanguage('hi;q=0')).toBeNull();
    expect(preferredLanguage('*')).toBeNull();
  });

  it('keeps the first listed on a tie', () => {
    expect(preferredLanguage('hi,en')).toBe('hi');
    expect(preferredLanguage('en,hi')).toBe('en');
  });
});
