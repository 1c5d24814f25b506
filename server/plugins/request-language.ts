import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { preferredLanguage } from '../../domain/rules/language/languages.ts';
import { inLanguage } from '../http/request-language.ts';

/**
 * Every request is answered in a language (decision 110): the one its Accept-Language prefers among
 * English and Hindi (the web app sends its page's), else the signed-in user's choice, else English.
 * Messages, including error messages, are made in it; status codes do not change.
 */
export const requestLanguage = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, _reply, done) => {
    const asked = preferredLanguage(request.headers['accept-language']);
    if (asked) return inLanguage(asked, done);
    request.currentUser().then(
      (user) => inLanguage(user?.language ?? 'en', done),
      () => inLanguage('en', done),
    );
  });
});
