/**
 * The client address behind trusted proxies (TRUST_PROXY), as Express's `trust proxy`: read
 * from the right end of X-Forwarded-For, so a forged first hop chooses nothing.
 */
import { describe, expect, it } from 'vitest';
import { addressKey } from '../../server/platform/http/address-key.ts';
import { TrustedProxies } from '../../server/platform/http/trusted-proxies.ts';

const parse = (raw: string) => TrustedProxies.parse(raw);

describe('TrustedProxies.clientAddress', () => {
  it('is the socket address when no proxy is trusted', () => {
    expect(parse('').clientAddress('203.0.113.5', '198.51.100.1')).toBe('203.0.113.5');
    expect(parse('false').clientAddress('::ffff:203.0.113.5', '198.51.100.1')).toBe('203.0.113.5');
  });

  it('with hops, is the entry the outermost trusted proxy wrote; earlier entries are ignored', () => {
    // The client forged "1.1.1.1"; the one proxy appended the address it saw.
    expect(parse('1').clientAddress('10.0.0.2', '1.1.1.1, 198.51.100.7')).toBe('198.51.100.7');
    expect(parse('true').clientAddress('10.0.0.2', '1.1.1.1, 198.51.100.7')).toBe('198.51.100.7');
    expect(parse('2').clientAddress('10.0.0.2', '1.1.1.1, 198.51.100.7, 10.0.0.9')).toBe('198.51.100.7');
    // Two header lines are one list.
    expect(parse('2').clientAddress('10.0.0.2', ['1.1.1.1, 198.51.100.7', '10.0.0.9'])).toBe('198.51.100.7');
    // Fewer entries than hops: the leftmost there is.
    expect(parse('3').clientAddress('10.0.0.2', '198.51.100.7')).toBe('198.51.100.7');
    expect(parse('1').clientAddress('10.0.0.2', undefined)).toBe('10.0.0.2');
  });

  it('with a list, skips every trusted address from the right and stops at the first other', () => {
    const trust = parse('10.0.0.0/8, fd00::/8');
    expect(trust.clientAddress('10.0.0.2', '1.1.1.1, 198.51.100.7, 10.1.2.3')).toBe('198.51.100.7');
    expect(trust.clientAddress('::ffff:10.0.0.2', '2001:db8::1')).toBe('2001:db8::1');
    expect(trust.clientAddress('fd00::5', '2001:db8::1, fd12::1')).toBe('2001:db8::1');
    // A request straight from an untrusted address: its header is not read.
    expect(trust.clientAddress('203.0.113.5', '10.0.0.3')).toBe('203.0.113.5');
    expect(parse('loopback').clientAddress('127.0.0.1', '198.51.100.7')).toBe('198.51.100.7');
  });

  it('never answers with junk: an entry that is not an address ends the walk', () => {
    expect(parse('2').clientAddress('10.0.0.2', '<script>, 10.0.0.9')).toBe('10.0.0.9');
    expect(parse('1').clientAddress('10.0.0.2', '')).toBe('10.0.0.2');
  });
});

describe('addressKey', () => {
  it('counts IPv4 per address', () => {
    expect(addressKey('203.0.113.5')).toBe('203.0.113.5');
    expect(addressKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
  });

  it('counts IPv6 per /64', () => {
    expect(addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0DB8:0001:0002:0:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
  });

  it('leaves what is not an address as it is', () => {
    expect(addressKey('unknown')).toBe('unknown');
  });
});
