import { describe, expect, it } from 'vitest';
import { isRefusedAddress, literalAddress } from './feed-address.ts';

describe('isRefusedAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '0.0.0.0',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254', // cloud metadata
    '100.64.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'febf::1',
    '[::1]',
    '::ffff:127.0.0.1', // IPv4-mapped
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '64:ff9b::a9fe:a9fe', // NAT64 of 169.254.169.254
    '2002:c0a8:0101::1', // 6to4 of 192.168.1.1
    '0x7f.0.0.1', // the URL parser reads it as 127.0.0.1
    '2130706433', // 127.0.0.1 as one number
    'localhost', // a name, not an address: resolved first, never asked about itself
    'not an address',
  ])('refuses %s', (address) => {
    expect(isRefusedAddress(address)).toBe(true);
  });

  it.each([
    '8.8.8.8',
    '172.15.255.255',
    '172.32.0.1',
    '100.128.0.1',
    '169.255.0.1',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '2002:0808:0808::1',
    '2001:db8::1',
  ])('allows the public %s', (address) => {
    expect(isRefusedAddress(address)).toBe(false);
  });
});

describe('literalAddress', () => {
  it('gives an address written in the URL, normalised, and null for a name', () => {
    expect(literalAddress('127.0.0.1')).toBe('127.0.0.1');
    expect(literalAddress('[::1]')).toBe('::1');
    expect(literalAddress('0x7f.1')).toBe('127.0.0.1');
    expect(literalAddress('calendar.example.com')).toBeNull();
    expect(literalAddress('localhost')).toBeNull();
  });
});
