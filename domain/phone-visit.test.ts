import { describe, expect, it } from 'vitest';
import { isPhoneVisit } from './phone-visit.ts';

const iPhoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const androidFirefox = 'Mozilla/5.0 (Android 15; Mobile; rv:140.0) Gecko/140.0 Firefox/140.0';
const iPadSafari =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15';
const desktopFirefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const androidChrome =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

describe('isPhoneVisit', () => {
  it("believes Chromium's own word, whatever its user agent says", () => {
    expect(isPhoneVisit({ chUaMobile: '?1', userAgent: androidChrome })).toBe(true);
    expect(isPhoneVisit({ chUaMobile: '?0', userAgent: androidChrome })).toBe(false);
    expect(isPhoneVisit({ chUaMobile: '?1' })).toBe(true);
  });

  it('takes a phone from the user agent of a browser that sends no hint (Safari, Firefox)', () => {
    expect(isPhoneVisit({ userAgent: iPhoneSafari })).toBe(true);
    expect(isPhoneVisit({ userAgent: androidFirefox })).toBe(true);
    expect(isPhoneVisit({ userAgent: iPadSafari })).toBe(false);
    expect(isPhoneVisit({ userAgent: desktopFirefox })).toBe(false);
    expect(isPhoneVisit({})).toBe(false);
  });
});
