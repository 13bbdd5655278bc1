/** Renders per client: a burst, then a steady rate; IPv6 counted per /64. */
import { describe, expect, it } from 'vitest';
import { RenderBudget } from '../../server/app/seo/render-budget.ts';
import { addressKey } from '../../server/platform/http/address-key.ts';

describe('RenderBudget', () => {
  it('grants the burst, then refuses with the seconds until the next render, and refills', () => {
    let now = 0;
    const budget = new RenderBudget({ burst: 3, perMinute: 6 }, () => now);
    expect([budget.take('203.0.113.5'), budget.take('203.0.113.5'), budget.take('203.0.113.5')]).toEqual([0, 0, 0]);
    expect(budget.take('203.0.113.5')).toBe(10);
    expect(budget.take('203.0.113.6')).toBe(0);
    now += 10_000;
    expect(budget.take('203.0.113.5')).toBe(0);
    expect(budget.take('203.0.113.5')).toBe(10);
  });

  it('counts an IPv6 /64 as one client, and an IPv4-mapped address as its IPv4', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    const budget = new RenderBudget({ burst: 1, perMinute: 1 }, () => 0);
    expect(budget.take('2001:db8:1:2::1')).toBe(0);
    expect(budget.take('2001:db8:1:2::2')).toBeGreaterThan(0);
  });
});
