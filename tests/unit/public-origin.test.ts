/** The public origin of a request: SITE_URL (or the listening address) unless a proxy is trusted. */
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { publicOrigin } from '../../server/http/public-origin.ts';

const req = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;
const forged = req({ host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' });
const base = { host: '0.0.0.0', port: 3000, trustProxy: false };

describe('publicOrigin', () => {
  it('ignores Host and X-Forwarded-* without TRUST_PROXY', () => {
    expect(publicOrigin(forged, base)).toBe('http://localhost:3000');
    expect(publicOrigin(forged, { ...base, siteUrl: 'https://ajans.com.tr' })).toBe('https://ajans.com.tr');
    expect(publicOrigin(forged, { ...base, host: '127.0.0.1', port: 4100 })).toBe('http://127.0.0.1:4100');
    expect(publicOrigin(forged, { ...base, host: '::1' })).toBe('http://[::1]:3000');
  });

  it('follows the proxy headers with TRUST_PROXY', () => {
    const trusted = { ...base, trustProxy: true, siteUrl: 'https://ajans.com.tr' };
    expect(publicOrigin(forged, trusted)).toBe('https://evil.example');
    expect(publicOrigin(req({ host: 'www.ajans.com.tr' }), trusted)).toBe('https://www.ajans.com.tr');
    expect(publicOrigin(req({ host: 'Ajans.com.tr:8443', 'x-forwarded-proto': 'http, https' }), trusted)).toBe('http://ajans.com.tr:8443');
  });

  it('never takes a malformed host, even from a trusted proxy', () => {
    const trusted = { ...base, trustProxy: true, siteUrl: 'https://ajans.com.tr' };
    expect(publicOrigin(req({ host: 'evil.example/"><script>' }), trusted)).toBe('https://ajans.com.tr');
    expect(publicOrigin(req({ host: 'user@evil.example' }), trusted)).toBe('https://ajans.com.tr');
    expect(publicOrigin(req({ host: 'ajans.com.tr', 'x-forwarded-proto': 'javascript' }), trusted)).toBe('https://ajans.com.tr');
  });
});
