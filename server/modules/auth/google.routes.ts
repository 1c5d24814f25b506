import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { safeReturnPath } from '../../../domain/rules/return-path.ts';
import { standingErrorQuery } from '../../../domain/rules/user-standing.ts';
import { authProviders } from '../../../domain/schemas/auth.ts';
import { appUrl } from '../../http/app-url.ts';
import { createGoogleOidc } from './google-oidc.ts';
import { signInWithGoogle } from './google-sign-in.service.ts';
import { cookieName, sessionCookieOptions, setSessionCookie } from './session-cookie.ts';

const PENDING_COOKIE = 'basera_google';
const PENDING_MAX_AGE_S = 10 * 60;
const pendingLogin = z.object({
  codeVerifier: z.string(),
  state: z.string(),
  nonce: z.string(),
  // The page to return to once signed in (checked again on the way out).
  next: z.string().optional(),
});
const startQuery = z.object({
  next: z.string().max(2000).optional().meta({ example: '/trips' }),
});

/** "Continue with Google": OpenID Connect authorization code flow with PKCE, state and nonce. */
export const googleAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const google = createGoogleOidc(deps.config.google);
  const callbackPath = '/api/auth/google/callback';

  app.get('/auth/providers', { schema: { response: { 200: authProviders } } }, async () => ({
    google: google.enabled,
  }));

  app.get('/auth/google', { schema: { querystring: startQuery } }, async (request, reply) => {
    if (!google.enabled) return reply.redirect('/auth?error=google_not_configured');
    try {
      const { url, pending } = await google.startLogin(`${appUrl(deps.config)}${callbackPath}`);
      const next = safeReturnPath(request.query.next) ?? undefined;
      reply.setCookie(
        cookieName(request, PENDING_COOKIE, '__Secure-'),
        JSON.stringify({ ...pending, next }),
        {
          ...sessionCookieOptions(request),
          path: callbackPath,
          maxAge: PENDING_MAX_AGE_S,
        },
      );
      return reply.redirect(url);
    } catch (err) {
      request.log.warn({ err }, 'google sign-in could not start');
      return reply.redirect('/auth?error=google_failed');
    }
  });

  app.get('/auth/google/callback', async (request, reply) => {
    const pendingCookie = cookieName(request, PENDING_COOKIE, '__Secure-');
    reply.clearCookie(pendingCookie, { ...sessionCookieOptions(request), path: callbackPath });
    try {
      const pending = pendingLogin.parse(JSON.parse(request.cookies[pendingCookie] ?? 'null'));
      const callbackUrl = new URL(request.url, appUrl(deps.config));
      const profile = await google.finishLogin(callbackUrl, pending);
      const signedIn = await signInWithGoogle(deps, profile, request.headers['user-agent']);
      // A suspended or banned account: the sign-in page says why (and until when).
      if ('refused' in signedIn) return reply.redirect(`/auth?${standingErrorQuery(signedIn.refused)}`);
      setSessionCookie(request, reply, 'user', signedIn.session);
      return reply.redirect(safeReturnPath(pending.next) ?? '/');
    } catch (err) {
      request.log.warn({ err }, 'google sign-in failed');
      return reply.redirect('/auth?error=google_failed');
    }
  });
};
