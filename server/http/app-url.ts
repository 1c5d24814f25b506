import type { Config } from '../config.ts';

/**
 * Where links in mails and the Google callback point: PUBLIC_URL (default http://localhost:PORT).
 * Never the request's Host or X-Forwarded-Host: anyone can send those, and a reset link built from
 * them would carry the token to the sender's host.
 */
export const appUrl = (config: Pick<Config, 'publicUrl'>) => config.publicUrl;
