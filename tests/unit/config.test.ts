/** loadConfig: every setting is read once at start, and a bad value stops the start. */
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';

const load = (env: Record<string, string>) => loadConfig(env, '/srv/ajans');

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const c = load({});
    expect(c.siteUrl).toBeUndefined();
    expect(c.trustProxy.enabled).toBe(false);
    expect(c.authLimits).toEqual({ signInPerEmail: 10, signInPerAccount: 100, signInPerAddress: 30, verifyPerFactor: 10, refreshReuseInterval: 10, emailPerAddress: 30 });
    expect(c.dataDir).toBe('/srv/ajans/data');
    expect(c.dbSchemas).toEqual(['public']);
    expect(c.pageCacheEveryWrite).toBe(false);
    expect(load({ PAGE_CACHE_EVERY_WRITE: 'true' }).pageCacheEveryWrite).toBe(true);
  });

  it('reads DB_SCHEMAS, public first', () => {
    expect(load({ DB_SCHEMAS: ' public , reports ' }).dbSchemas).toEqual(['public', 'reports']);
  });

  it('reads the auth limits, TRUST_PROXY and SITE_URL', () => {
    const c = load({
      AUTH_RATE_LIMIT_SIGNIN: '3',
      AUTH_RATE_LIMIT_SIGNIN_IP: '50',
      AUTH_RATE_LIMIT_SIGNIN_ACCOUNT: '70',
      AUTH_RATE_LIMIT_VERIFY: '4',
      AUTH_REFRESH_REUSE_INTERVAL: '0',
      TRUST_PROXY: 'on',
      SITE_URL: 'https://ajans.com.tr/',
    });
    expect(c.authLimits).toEqual({ signInPerEmail: 3, signInPerAccount: 70, signInPerAddress: 50, verifyPerFactor: 4, refreshReuseInterval: 0, emailPerAddress: 30 });
    expect(c.trustProxy.enabled).toBe(true);
    expect(c.trustProxy.description).toBe('1 hop');
    expect(c.siteUrl).toBe('https://ajans.com.tr');
  });

  it('reads TRUST_PROXY as hops or proxy addresses', () => {
    const site = { SITE_URL: 'https://ajans.com.tr' };
    expect(load({ ...site, TRUST_PROXY: '2' }).trustProxy.description).toBe('2 hops');
    expect(load({ ...site, TRUST_PROXY: '10.0.0.0/8, fd00::/8, 192.0.2.7' }).trustProxy.enabled).toBe(true);
    expect(load({ ...site, TRUST_PROXY: 'false' }).trustProxy.enabled).toBe(false);
    expect(load({ TRUST_PROXY: '0' }).trustProxy.enabled).toBe(false);
  });

  it('refuses TRUST_PROXY without SITE_URL: links never come from the Host header', () => {
    expect(() => load({ TRUST_PROXY: '1' })).toThrow(
      'TRUST_PROXY is set, so SITE_URL must be set too (the public address, e.g. https://ajans.com.tr): links are never taken from the Host header',
    );
  });

  it.each([
    ['AUTH_RATE_LIMIT_SIGNIN', 'ten', 'AUTH_RATE_LIMIT_SIGNIN must be a whole number, got "ten"'],
    ['AUTH_RATE_LIMIT_SIGNIN', '0', 'AUTH_RATE_LIMIT_SIGNIN must be between 1 and 1000000, got 0'],
    ['AUTH_RATE_LIMIT_SIGNIN_IP', '-5', 'AUTH_RATE_LIMIT_SIGNIN_IP must be a whole number, got "-5"'],
    ['AUTH_RATE_LIMIT_SIGNIN_ACCOUNT', 'many', 'AUTH_RATE_LIMIT_SIGNIN_ACCOUNT must be a whole number, got "many"'],
    ['AUTH_RATE_LIMIT_VERIFY', '2.5', 'AUTH_RATE_LIMIT_VERIFY must be a whole number, got "2.5"'],
    ['AUTH_REFRESH_REUSE_INTERVAL', '10s', 'AUTH_REFRESH_REUSE_INTERVAL must be a whole number, got "10s"'],
    ['AUTH_REFRESH_REUSE_INTERVAL', '100000', 'AUTH_REFRESH_REUSE_INTERVAL must be between 0 and 86400, got 100000'],
    ['TRUST_PROXY', 'yes please', 'TRUST_PROXY must be a number of proxy hops, true (1 hop), false, or a comma list of proxy addresses: each entry must be an IP address, a CIDR such as 10.0.0.0/8 or fd00::/8, or loopback, linklocal, uniquelocal; got "yes please"'],
    ['TRUST_PROXY', '10.0.0.0/33', 'TRUST_PROXY must be a number of proxy hops, true (1 hop), false, or a comma list of proxy addresses: each entry must be an IP address, a CIDR such as 10.0.0.0/8 or fd00::/8, or loopback, linklocal, uniquelocal; got "10.0.0.0/33"'],
    ['TRUST_PROXY', '99', 'TRUST_PROXY must be a number of proxy hops, true (1 hop), false, or a comma list of proxy addresses: a number of proxy hops must be between 0 and 32, got 99'],
    ['SITE_URL', 'ajans.com.tr', 'SITE_URL must be an absolute http(s) URL such as https://ajans.com.tr, got "ajans.com.tr"'],
    ['SITE_URL', 'ftp://ajans.com.tr', 'SITE_URL must be an origin such as https://ajans.com.tr (no path, query or credentials), got "ftp://ajans.com.tr"'],
    ['SITE_URL', 'https://ajans.com.tr/tr', 'SITE_URL must be an origin such as https://ajans.com.tr (no path, query or credentials), got "https://ajans.com.tr/tr"'],
    ['DB_SCHEMAS', 'public,"Other"', 'DB_SCHEMAS must list schema names (lower-case letters, digits, _) separated by commas, got "public,"Other""'],
    ['DB_SCHEMAS', 'public,,api', 'DB_SCHEMAS must list schema names (lower-case letters, digits, _) separated by commas, got "public,,api"'],
    ['DB_SCHEMAS', 'public,pg_catalog', 'DB_SCHEMAS cannot expose the system schema "pg_catalog"'],
    ['DB_SCHEMAS', 'public,information_schema', 'DB_SCHEMAS cannot expose the system schema "information_schema"'],
    ['DB_SCHEMAS', 'public,api,api', 'DB_SCHEMAS names a schema twice: "public,api,api"'],
    ['DB_SCHEMAS', 'api,public', 'DB_SCHEMAS must start with public (the site\'s schema), got "api,public"'],
  ])('refuses %s=%s', (name, value, message) => {
    expect(() => load({ [name]: value })).toThrow(ConfigError);
    expect(() => load({ [name]: value })).toThrow(message);
  });
});

describe('mail configuration', () => {
  const cfg = (env: Record<string, string>) => loadConfig({ DATA_DIR: '/tmp/x', ...env }, '/tmp');

  it('has no SMTP by default (the outbox), the default retry waits and a 60 s lead interval', () => {
    expect(cfg({}).mail).toEqual({ smtpUrl: undefined, from: undefined, secretKey: undefined, allowPrivateHosts: false, retryDelaysMs: [1_000, 5_000, 30_000, 120_000, 600_000], leadNotifyIntervalSeconds: 60, claimLeaseSeconds: 600, pollSeconds: 30 });
  });

  it('reads SMTP_URL, SMTP_FROM, SMTP_ALLOW_PRIVATE_HOSTS, MAIL_RETRY_DELAYS_MS and LEAD_NOTIFY_INTERVAL', () => {
    const c = cfg({ SMTP_URL: 'smtps://u:p@smtp.example.com:465', SMTP_FROM: 'Ajans <bildirim@ajans.com.tr>', SMTP_ALLOW_PRIVATE_HOSTS: 'true', MAIL_RETRY_DELAYS_MS: '10, 20', LEAD_NOTIFY_INTERVAL: '5' });
    expect(c.mail).toEqual({ smtpUrl: 'smtps://u:p@smtp.example.com:465', from: 'Ajans <bildirim@ajans.com.tr>', secretKey: undefined, allowPrivateHosts: true, retryDelaysMs: [10, 20], leadNotifyIntervalSeconds: 5, claimLeaseSeconds: 600, pollSeconds: 30 });
  });

  it.each([
    [{ SMTP_URL: 'smtp.example.com' }, 'SMTP_URL must be a URL such as smtp://user:password@smtp.example.com:587'],
    [{ SMTP_URL: 'http://smtp.example.com', SMTP_FROM: 'a@b.co' }, 'SMTP_URL must start with smtp:// or smtps:// and name a host'],
    [{ SMTP_URL: 'smtp://smtp.example.com:587' }, 'SMTP_FROM (the sender address) must be set when SMTP_URL is set'],
    [{ SMTP_URL: 'smtp://smtp.example.com:587', SMTP_FROM: 'Ajans <ajans>' }, 'SMTP_FROM must be an e-mail address or "Name <address>", got "Ajans <ajans>"'],
    [{ MAIL_RETRY_DELAYS_MS: '1s,5s' }, 'MAIL_RETRY_DELAYS_MS must be up to 20 whole numbers of milliseconds separated by commas, got "1s,5s"'],
    [{ LEAD_NOTIFY_INTERVAL: '0' }, 'LEAD_NOTIFY_INTERVAL must be between 1 and 86400, got 0'],
    [{ SMTP_SECRET_KEY: 'kisa' }, 'SMTP_SECRET_KEY must be at least 32 characters long (e.g. openssl rand -base64 32)'],
    [{ SMTP_ALLOW_PRIVATE_HOSTS: 'belki' }, 'SMTP_ALLOW_PRIVATE_HOSTS must be true or false, got "belki"'],
  ])('refuses %o', (env, message) => {
    expect(() => cfg(env)).toThrow(ConfigError);
    expect(() => cfg(env)).toThrow(message);
  });
});

describe('image transform configuration', () => {
  it('renders on one CPU less than there are (at least one), 8 waiting, 20 s each by default', () => {
    expect(load({}).imageTransforms).toEqual({ concurrency: Math.max(1, os.availableParallelism() - 1), queue: 8, timeoutSeconds: 20 });
    expect(load({ IMAGE_TRANSFORM_CONCURRENCY: '3', IMAGE_TRANSFORM_QUEUE: '0', IMAGE_TRANSFORM_TIMEOUT: '5' }).imageTransforms).toEqual({ concurrency: 3, queue: 0, timeoutSeconds: 5 });
  });

  it.each([
    ['IMAGE_TRANSFORM_CONCURRENCY', '0'],
    ['IMAGE_TRANSFORM_QUEUE', '-1'],
    ['IMAGE_TRANSFORM_TIMEOUT', 'kısa'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => load({ [name]: value })).toThrow(ConfigError);
    expect(() => load({ [name]: value })).toThrow(name);
  });
});
