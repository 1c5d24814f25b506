import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { allowInlineScriptsOf, inlineScriptHashes, inlineScripts } from './inline-script-hashes.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const theme = "(()=>{document.documentElement.classList.toggle('dark',true)})();";
const page = `<html><head><script>${theme}</script><script type="module" crossorigin src="/assets/index-1.js"></script></head></html>`;
const csp = "default-src 'self';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline'";

describe('the page’s own inline scripts in its CSP', () => {
  it('finds the inline scripts, not the ones loaded from a file', () => {
    expect(inlineScripts(page)).toEqual([theme]);
  });

  it('allows each by its sha256 in script-src and leaves the other directives as they were', () => {
    expect(allowInlineScriptsOf(csp, page)).toBe(
      `default-src 'self';script-src 'self' ${sha(theme)};script-src-attr 'none';style-src 'self' 'unsafe-inline'`,
    );
  });

  it('leaves the policy as it was for a page without inline scripts', () => {
    expect(allowInlineScriptsOf(csp, '<html><head><script src="/a.js"></script></head></html>')).toBe(csp);
  });

  it('allows only the text served: a changed script has another hash', () => {
    expect(allowInlineScriptsOf(csp, page)).not.toContain(sha(`${theme} `));
  });

  it('gives every request for the same page the same policy, hashing the page once', () => {
    const again = `${page.slice(0, 10)}${page.slice(10)}`; // the same text, read anew
    expect(inlineScriptHashes(again)).toBe(inlineScriptHashes(page));
    expect(allowInlineScriptsOf(csp, again)).toBe(allowInlineScriptsOf(csp, page));
  });

  it('hashes a rebuilt page anew', () => {
    const rebuilt = page.replace('true', 'false');
    expect(inlineScriptHashes(rebuilt)).toEqual([sha(theme.replace('true', 'false'))]);
    expect(inlineScriptHashes(page)).toEqual([sha(theme)]);
  });
});
