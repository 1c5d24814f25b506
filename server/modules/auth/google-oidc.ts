import * as oidc from 'openid-client';
import type { Config } from '../../config.ts';

export type GoogleProfile = {
  subject: string;
  email?: string;
  emailVerified: boolean;
  firstName?: string;
  lastName?: string;
  picture?: string;
};

export type PendingLogin = { codeVerifier: string; state: string; nonce: string };

/** OpenID Connect against Google (or any issuer set in GOOGLE_ISSUER_URL, e.g. a local one in tests). */
export function createGoogleOidc(config: Config['google']) {
  const { clientId, clientSecret, issuerUrl } = config;
  let discovered: Promise<oidc.Configuration> | undefined;

  function configuration() {
    if (!clientId || !clientSecret) throw new Error('Google sign-in is not configured');
    const issuer = new URL(issuerUrl);
    // Only a local test issuer is reached over plain HTTP.
    const execute = issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [];
    discovered ??= oidc.discovery(issuer, clientId, clientSecret, undefined, { execute }).catch((err) => {
      discovered = undefined; // try discovery again on the next sign-in
      throw err;
    });
    return discovered;
  }

  return {
    enabled: Boolean(clientId && clientSecret),

    async startLogin(redirectUri: string): Promise<{ url: string; pending: PendingLogin }> {
      const pending = {
        codeVerifier: oidc.randomPKCECodeVerifier(),
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
      };
      const url = oidc.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
        state: pending.state,
        nonce: pending.nonce,
      });
      return { url: url.href, pending };
    },

    /** Exchanges the code (checking state, nonce and PKCE) and returns the ID token's claims. */
    async finishLogin(callbackUrl: URL, pending: PendingLogin): Promise<GoogleProfile> {
      const tokens = await oidc.authorizationCodeGrant(await configuration(), callbackUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('No ID token');
      const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
      return {
        subject: claims.sub,
        email: text(claims.email)?.toLowerCase(),
        emailVerified: claims.email_verified === true,
        firstName: text(claims.given_name),
        lastName: text(claims.family_name),
        picture: text(claims.picture),
      };
    },
  };
}

export type GoogleOidc = ReturnType<typeof createGoogleOidc>;
