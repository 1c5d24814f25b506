import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixMessageLanguage } from './language-build.ts';

const messages = path.resolve(import.meta.dirname, '../../i18n/generated/web/messages');
const module = (key: string) => readFileSync(path.join(messages, `${key}.js`), 'utf8');

describe('a message fixed to one build language', () => {
  it('exports that language’s function and no longer picks one at run time', () => {
    const fixed = fixMessageLanguage(module('shell_login'), 'hi', 'shell_login.js');
    expect(fixed).toContain('export const shell_login = hi_shell_login;');
    expect(fixed).not.toContain('getLocale');
    expect(fixed).not.toContain("from '../runtime.js'");
  });

  it('knows every compiled message module, plural ones included', () => {
    const files = readdirSync(messages).filter((f) => f.endsWith('.js') && f !== '_index.js');
    expect(files.length).toBeGreaterThan(1000);
    for (const file of files) {
      const key = file.replace(/\.js$/, '');
      expect(fixMessageLanguage(module(key), 'en', file)).toContain(`export const ${key} = en_${key};`);
    }
  });
});
