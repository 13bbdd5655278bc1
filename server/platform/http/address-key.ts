/**
 * The key an in-memory limit counts a client address under. One IPv6 customer is handed a
 * whole /64 (2^64 addresses), so counting IPv6 per address would let one client take a fresh
 * address per request: IPv6 counts per /64 network, IPv4 per address, and an IPv4 address
 * written as IPv6 (`::ffff:1.2.3.4`) as that IPv4 address.
 */
import { isIP } from 'node:net';
import { plainAddress } from './trusted-proxies.ts';

/** The eight 16-bit groups of a valid IPv6 address, as numbers. */
function groupsOf(address: string): number[] {
  let text = address.split('%')[0]!;
  // A dotted IPv4 tail (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) is two groups.
  const tail = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const missing = rest === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((g) => parseInt(g, 16));
}

export function addressKey(address: string): string {
  const plain = plainAddress(address);
  if (isIP(plain) !== 6) return plain;
  const network = groupsOf(plain).slice(0, 4).map((g) => g.toString(16));
  return `${network.join(':')}::/64`;
}
