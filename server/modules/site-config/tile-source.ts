/**
 * The Content-Security-Policy image source that lets the browser load map tiles from a Leaflet tile
 * URL template: its scheme and host, a `{s}` subdomain label becoming `*`
 * (`https://{s}.tile.example.org/{z}/{x}/{y}.png` -> `https://*.tile.example.org`).
 */
export function tileImageSource(tileUrl: string): string {
  const match = /^(https?:\/\/)([^/?#]+)/i.exec(tileUrl);
  if (!match) throw new Error(`MAP_TILE_URL must start with http:// or https:// and a host: "${tileUrl}"`);
  const [, scheme, host] = match as unknown as [string, string, string];
  const wildcard = host.replace(/^\{[a-z]+\}\./i, '*.');
  if (/[{}]/.test(wildcard))
    throw new Error(
      `MAP_TILE_URL: a placeholder in the host must be its whole first label ({s}.tile.example.org): "${tileUrl}"`,
    );
  return `${scheme.toLowerCase()}${wildcard.toLowerCase()}`;
}
