// Which addresses a calendar feed may be fetched from (issue 27 §3, decision 107): public ones only,
// so a host's feed URL cannot make Basera's servers read their own network (SSRF). The platform's
// URL parser normalises each address first ('0x7f.1' is 127.0.0.1, '::ffff:127.0.0.1' is
// '::ffff:7f00:1'); the ranges are then compared as numbers.

type Range = readonly [prefix: bigint, bits: number];

const v4 = (text: string, bits: number): Range => [ipv4Number(text)!, bits];

/** Loopback, "this network", private, shared (carrier NAT), link-local, benchmark, multicast, reserved. */
const IPV4_REFUSED: Range[] = [
  v4('0.0.0.0', 8),
  v4('10.0.0.0', 8),
  v4('100.64.0.0', 10),
  v4('127.0.0.0', 8),
  v4('169.254.0.0', 16),
  v4('172.16.0.0', 12),
  v4('192.0.0.0', 24),
  v4('192.168.0.0', 16),
  v4('198.18.0.0', 15),
  v4('224.0.0.0', 4),
  v4('240.0.0.0', 4),
];

const v6 = (text: string, bits: number): Range => [ipv6Number(text)!, bits];

/** Unspecified, loopback, unique local (fc00::/7), link-local (fe80::/10), site-local, multicast. */
const IPV6_REFUSED: Range[] = [
  v6('::', 128),
  v6('::1', 128),
  v6('fc00::', 7),
  v6('fe80::', 10),
  v6('fec0::', 10),
  v6('ff00::', 8),
];

/** IPv6 forms that carry an IPv4 address in their last 32 bits: that address decides. */
const IPV6_WITH_IPV4: Range[] = [v6('::ffff:0:0', 96), v6('64:ff9b::', 96), v6('::', 96)];

const within = (value: bigint, width: number, [prefix, bits]: Range) =>
  value >> BigInt(width - bits) === prefix >> BigInt(width - bits);

function ipv4Number(text: string): bigint | undefined {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return undefined;
  return parts.reduce((n, p) => (n << 8n) | BigInt(p), 0n);
}

function ipv6Number(text: string): bigint | undefined {
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const groups = (half: string | undefined) => (half ? half.split(':') : []);
  const head = groups(halves[0]);
  const tail = groups(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!all.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return undefined;
  return all.reduce((n, g) => (n << 16n) | BigInt(Number.parseInt(g, 16)), 0n);
}

/** The address as the URL parser writes it (IPv6 without brackets), or undefined if it is none. */
function normalised(address: string): { family: 4 | 6; text: string } | undefined {
  const bare = address.replace(/^\[(.*)\]$/, '$1');
  try {
    if (bare.includes(':')) return { family: 6, text: new URL(`http://[${bare}]/`).hostname.slice(1, -1) };
    const host = new URL(`http://${bare}/`).hostname;
    return ipv4Number(host) === undefined ? undefined : { family: 4, text: host };
  } catch {
    return undefined;
  }
}

const refusedIpv4 = (n: bigint) => IPV4_REFUSED.some((range) => within(n, 32, range));

/**
 * True when a feed must not be fetched from this IP address (IPv4 or IPv6, in any form the URL
 * parser reads): loopback, link-local, private and the other non-public ranges. Not an IP address
 * at all: refused too (the caller resolves names first and asks about each address).
 */
export function isRefusedAddress(address: string): boolean {
  const ip = normalised(address);
  if (!ip) return true;
  if (ip.family === 4) return refusedIpv4(ipv4Number(ip.text)!);
  const n = ipv6Number(ip.text);
  if (n === undefined) return true;
  if (IPV6_REFUSED.some((range) => within(n, 128, range))) return true;
  if (IPV6_WITH_IPV4.some((range) => within(n, 128, range))) return refusedIpv4(n & 0xffff_ffffn);
  // 6to4 (2002::/16) carries its IPv4 address in bits 16 to 48.
  if (within(n, 128, v6('2002::', 16))) return refusedIpv4((n >> 80n) & 0xffff_ffffn);
  return false;
}

/** Whether a URL's host is written as an IP address (no name to resolve): the address itself, or null. */
export function literalAddress(hostname: string): string | null {
  const ip = normalised(hostname);
  return ip ? ip.text : null;
}
