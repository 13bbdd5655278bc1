/** The public origin: SITE_URL (or the listening address), never a request header. */
import { describe, expect, it } from 'vitest';
import { publicOrigin } from '../../server/platform/http/public-origin.ts';

const base = { host: '0.0.0.0', port: 3000 };

describe('publicOrigin', () => {
  it('is SITE_URL when set, else the address the server listens on', () => {
    expect(publicOrigin(base)).toBe('http://localhost:3000');
    expect(publicOrigin({ ...base, siteUrl: 'https://ajans.com.tr' })).toBe('https://ajans.com.tr');
    expect(publicOrigin({ ...base, host: '127.0.0.1', port: 4100 })).toBe('http://127.0.0.1:4100');
    expect(publicOrigin({ ...base, host: '::1' })).toBe('http://[::1]:3000');
  });
});
