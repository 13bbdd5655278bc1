/** The page-key memo holds at most its bytes, however long the URLs it is shown. */
import { describe, expect, it } from 'vitest';
import { BoundedMemo } from '../../server/app/seo/page-key-memo.ts';

describe('BoundedMemo', () => {
  it('stays within its bytes under 9,000 URLs with 14 KB query strings, and still remembers short ones', () => {
    const memo = new BoundedMemo<string>(1024 * 1024, (v) => 2 * v.length);
    let made = 0;
    const make = (v: string) => () => {
      made++;
      return v;
    };
    for (let i = 0; i < 9000; i++) memo.get(`/blog?${i}=${'x'.repeat(14_000)}`, make('/blog'));
    expect(memo.stats().bytes).toBeLessThanOrEqual(1024 * 1024);
    for (let i = 0; i < 20_000; i++) memo.get(`/sayfa-${i}?utm=${'y'.repeat(200)}`, make(`/sayfa-${i}`));
    expect(memo.stats().bytes).toBeLessThanOrEqual(1024 * 1024);
    made = 0;
    expect(memo.get('/faq', make('/faq'))).toBe('/faq');
    expect(memo.get('/faq', make('/faq'))).toBe('/faq');
    expect(made).toBe(1);
  });
});
