import { describe, expect, it } from 'vitest';
import { greeting, nameForMail } from './greeting.ts';

describe('names in mail', () => {
  it('keeps real names, in any script', () => {
    expect(greeting('Asha', 'en')).toBe('Hello Asha,');
    expect(greeting('Asha', 'hi')).toBe('नमस्ते Asha,');
    expect(nameForMail("  D'Souza-Rao ")).toBe("D'Souza-Rao");
    expect(nameForMail('आशा वर्मा')).toBe('आशा वर्मा');
  });

  it('drops what could read as a link, a line break or markup', () => {
    expect(nameForMail('Visit https://evil.example/pay now')).toBe('Visit https evil. example pay now');
    expect(nameForMail('Asha\r\n\r\nYour account is locked')).toBe('Asha Your account is locked');
    expect(nameForMail('<b>Asha</b>')).toBe('b Asha b');
  });

  it('cuts a long name to 60 characters and greets without an empty one', () => {
    expect(nameForMail('A'.repeat(100))).toHaveLength(60);
    expect(greeting(null, 'en')).toBe('Hello,');
    expect(greeting(null, 'hi')).toBe('नमस्ते,');
    expect(greeting(' :// ', 'en')).toBe('Hello,');
  });
});
