/**
 * Which reverse proxies are believed (TRUST_PROXY), and so which address is the client's.
 * As Express's `trust proxy` (proxy-addr): the addresses of a request are the socket's, then
 * the X-Forwarded-For entries from the right end (each proxy appends the address it saw), and
 * the client is the first one not written by a trusted proxy. Entries further left were
 * written by whoever sent the request, so they are never read: choosing the first hop cannot
 * choose the address.
 *
 * TRUST_PROXY is a number of hops (`1` = one nginx or load balancer in front; `true` means 1),
 * or a comma list of proxy addresses and CIDRs (IPv4 and IPv6; `loopback`, `linklocal` and
 * `uniquelocal` name the usual private ranges). Unset, `false` or `0`: no proxy is trusted and
 * the client is the socket's address.
 */
import { BlockList, isIP } from 'node:net';

const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** A dotted IPv4 address inside IPv6 (`::ffff:1.2.3.4`) is that IPv4 address. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

function familyOf(address: string): 'ipv4' | 'ipv6' {
  return isIP(address) === 6 ? 'ipv6' : 'ipv4';
}

export class TrustedProxies {
  private constructor(
    /** Trust this many hops from the socket on (when `list` is unset). */
    private readonly hops: number,
    /** Trust exactly the addresses in this list, however many. */
    private readonly list: BlockList | undefined,
    /** The setting as the operator wrote it, for messages. */
    readonly description: string,
  ) {}

  static readonly none = new TrustedProxies(0, undefined, 'none');

  /** Parses TRUST_PROXY; throws an Error whose message says what is wrong. */
  static parse(raw: string | undefined): TrustedProxies {
    const value = raw?.trim().toLowerCase() ?? '';
    if (['', 'false', '0', 'no', 'off'].includes(value)) return TrustedProxies.none;
    if (['true', 'yes', 'on'].includes(value)) return new TrustedProxies(1, undefined, '1 hop');
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops > 32) throw new Error(`a number of proxy hops must be between 0 and 32, got ${hops}`);
      return new TrustedProxies(hops, undefined, `${hops} hops`);
    }
    const list = new BlockList();
    for (const entry of value.split(',').map((e) => e.trim())) {
      for (const range of NAMED_RANGES[entry] ?? [entry]) addRange(list, range);
    }
    return new TrustedProxies(0, list, value);
  }

  /** Whether any proxy is trusted (and so SITE_URL must say where the site is). */
  get enabled(): boolean {
    return this.hops > 0 || this.list !== undefined;
  }

  /**
   * The client's address given the socket's and the X-Forwarded-For header(s). An entry that
   * is not an IP address ends the walk: the address before it is the client's.
   */
  clientAddress(socketAddress: string | undefined, forwardedFor: string | string[] | undefined): string {
    let current = plainAddress(socketAddress ?? 'unknown');
    if (!this.enabled || forwardedFor === undefined) return current;
    const entries = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor).split(',');
    for (let i = entries.length - 1, step = 0; i >= 0; i--, step++) {
      if (!this.trusts(current, step)) break;
      const next = plainAddress(entries[i]!.trim());
      if (!isIP(next)) break;
      current = next;
    }
    return current;
  }

  /** Whether a connection from `address` is a trusted proxy's (it carries many clients). */
  isProxy(socketAddress: string | undefined): boolean {
    return this.enabled && this.trusts(plainAddress(socketAddress ?? 'unknown'), 0);
  }

  /** Whether `address`, `step` hops from the socket, is a proxy whose header is believed. */
  private trusts(address: string, step: number): boolean {
    if (this.list) return isIP(address) !== 0 && this.list.check(address, familyOf(address));
    return step < this.hops;
  }
}

function addRange(list: BlockList, range: string): void {
  const [address = '', prefix, ...rest] = range.split('/');
  const family = isIP(address);
  const bits = prefix === undefined ? (family === 6 ? 128 : 32) : /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
  if (!family || rest.length || !(bits >= 0 && bits <= (family === 6 ? 128 : 32))) {
    throw new Error(`each entry must be an IP address, a CIDR such as 10.0.0.0/8 or fd00::/8, or loopback, linklocal, uniquelocal; got "${range}"`);
  }
  list.addSubnet(address, bits, family === 6 ? 'ipv6' : 'ipv4');
}
