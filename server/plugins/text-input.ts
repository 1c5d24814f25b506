import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { m } from '#i18n/messages.js';
import { badRequest } from '../http/http-error.ts';

// NUL cannot be stored in a PostgreSQL text or jsonb value (the insert fails); a lone surrogate
// half cannot be encoded as UTF-8 (the driver silently turns it into U+FFFD). Neither is text
// anyone types, so both are refused up front, in every field of every request.
const LONE_SURROGATE = /\p{Cs}/u;

function problemWith(text: string): string | null {
  if (text.includes('\u0000')) return m.server_text_nul();
  if (LONE_SURROGATE.test(text)) return m.server_text_unicode();
  return null;
}

type Step = { key: string; parent: Step | null } | null;
function pathOf(step: Step): string {
  const keys: string[] = [];
  for (let s = step; s; s = s.parent) keys.unshift(s.key);
  return keys.join('.');
}

/** The first bad string (value or key) in a parsed body, query or params, with its dotted path. */
function findBadText(input: unknown): { path: string; problem: string } | null {
  // Iterative, with parent links: a deeply nested body neither overflows the stack nor copies paths.
  const stack: { value: unknown; at: Step }[] = [{ value: input, at: null }];
  while (stack.length > 0) {
    const { value, at } = stack.pop()!;
    if (typeof value === 'string') {
      const problem = problemWith(value);
      if (problem) return { path: pathOf(at), problem };
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const problem = problemWith(key);
        if (problem) return { path: pathOf(at), problem };
        stack.push({ value: child, at: { key, parent: at } });
      }
    }
  }
  return null;
}

/** Refuses NUL characters and broken Unicode anywhere in a request's input with a 400. */
export const textInput = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const parts = [
      ['body', request.body],
      ['querystring', request.query],
      ['params', request.params],
    ] as const;
    for (const [where, input] of parts) {
      const bad = findBadText(input);
      if (!bad) continue;
      // The same shape as schema validation messages: `field: message`, prefixed outside the body.
      const field = where === 'body' ? bad.path : `${where} ${bad.path}`.trim();
      throw badRequest(field ? `${field}: ${bad.problem}` : bad.problem);
    }
  });
});
