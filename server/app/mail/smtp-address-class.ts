/**
 * Which addresses an SMTP server saved from the admin may not have: this machine, its
 * networks and every range that is not the public internet (loopback, RFC 1918, CGNAT,
 * link-local, ULA, 0.0.0.0/8 and the unspecified address, multicast, broadcast, reserved and
 * documentation ranges, IPv4-mapped and -compatible IPv6). Otherwise the "Test e-postası
 * gönder" button is a port scanner of the server's own network. Pure: no DNS here
 * (smtp-target.ts resolves and asks this for every address).
 */
import net from 'node:net';

export type AddressClass =
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'shared'
  | 'link-local'
  | 'unique-local'
  | 'multicast'
  | 'broadcast'
  | 'reserved'
  | 'documentation'
  | 'ipv4-mapped'
  | 'not-an-address';

type Rule = [prefix: string, bits: number, kind: AddressClass];

const V4_RULES: Rule[] = [
  ['255.255.255.255', 32, 'broadcast'],
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'shared'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'],
  ['192.0.2.0', 24, 'documentation'],
  ['192.88.99.0', 24, 'reserved'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'reserved'],
  ['198.51.100.0', 24, 'documentation'],
  ['203.0.113.0', 24, 'documentation'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'],
];

const V6_RULES: Rule[] = [
  ['::', 128, 'unspecified'],
  ['::1', 128, 'loopback'],
  // ::ffff:a.b.c.d reaches a.b.c.d: refused whatever it embeds, as the deprecated ::a.b.c.d.
  ['::ffff:0:0', 96, 'ipv4-mapped'],
  ['::', 96, 'ipv4-mapped'],
  ['64:ff9b:1::', 48, 'reserved'],
  ['100::', 64, 'reserved'],
  ['2001:db8::', 32, 'documentation'],
  ['fc00::', 7, 'unique-local'],
  ['fe80::', 10, 'link-local'],
  ['fec0::', 10, 'link-local'],
  ['ff00::', 8, 'multicast'],
];

function v4Value(address: string): bigint {
  return address.split('.').reduce((n, part) => (n << 8n) | BigInt(Number(part)), 0n);
}

/** The 128 bits of an IPv6 address (net.isIPv6 already said it is one). */
function v6Value(address: string): bigint {
  let text = address.split('%')[0]!.toLowerCase();
  // A trailing dotted quad (::ffff:1.2.3.4) is two groups.
  const quad = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (quad) {
    const v = v4Value(quad[1]!);
    text = `${text.slice(0, -quad[1]!.length)}${(v >> 16n).toString(16)}:${(v & 0xffffn).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.reduce((n, g) => (n << 16n) | BigInt(parseInt(g, 16)), 0n);
}

function matches(value: bigint, width: number, prefix: bigint, bits: number): boolean {
  const shift = BigInt(width - bits);
  return value >> shift === prefix >> shift;
}

const V4 = V4_RULES.map(([p, bits, kind]) => ({ prefix: v4Value(p), bits, kind }));
const V6 = V6_RULES.map(([p, bits, kind]) => ({ prefix: v6Value(p), bits, kind }));

function classifyV4(value: bigint): AddressClass | undefined {
  return V4.find((r) => matches(value, 32, r.prefix, r.bits))?.kind;
}

/**
 * Why the address is not on the public internet, or undefined when it is. Brackets
 * (`[::1]`) are allowed; anything that is not an IP address is `not-an-address`.
 */
export function nonPublicAddress(raw: string): AddressClass | undefined {
  const address = raw.replace(/^\[(.*)\]$/, '$1');
  const family = net.isIP(address);
  if (family === 4) return classifyV4(v4Value(address));
  if (family !== 6) return 'not-an-address';
  const value = v6Value(address);
  const own = V6.find((r) => matches(value, 128, r.prefix, r.bits))?.kind;
  if (own) return own;
  // NAT64 (64:ff9b::/96) and 6to4 (2002::/16) carry an IPv4 address that they lead to.
  if (matches(value, 128, v6Value('64:ff9b::'), 96)) return classifyV4(value & 0xffffffffn);
  if (matches(value, 128, v6Value('2002::'), 16)) return classifyV4((value >> 80n) & 0xffffffffn);
  return undefined;
}
