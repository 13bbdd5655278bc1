/** The first touch a page view records: another site's referrer as origin + path, UTM values trimmed and cut to the database's limits. */
import { describe, expect, it } from 'vitest';
import { externalReferrer, firstTouchOf } from '../../src/public/lead-source/lead-source.ts';

describe('lead source', () => {
  it('keeps another site’s referrer as origin and path, without query or fragment', () => {
    expect(externalReferrer('https://www.google.com/search?q=ajans#x', 'https://ajans.example')).toBe('https://www.google.com/search');
    expect(externalReferrer('https://ajans.example/blog?x=1', 'https://ajans.example')).toBeNull();
    expect(externalReferrer('android-app://com.google.android.gm/', 'https://ajans.example')).toBeNull();
    expect(externalReferrer('', 'https://ajans.example')).toBeNull();
    expect(externalReferrer(`https://example.com/${'a'.repeat(600)}`, 'https://ajans.example')).toBe('https://example.com');
  });

  it('reads the UTM parameters of the entry URL, trimmed, empty as null, cut at 200 characters', () => {
    const touch = firstTouchOf(`https://ajans.example/kampanya?utm_source=%20x%20&utm_campaign=y&utm_medium=&utm_term=${'t'.repeat(250)}&gclid=abc`, 'https://l.facebook.com/l.php?u=x');
    expect(touch).toEqual({ referrer: 'https://l.facebook.com/l.php', utm_source: 'x', utm_medium: null, utm_campaign: 'y', utm_term: 't'.repeat(200), utm_content: null });
  });
});
