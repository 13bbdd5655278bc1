/** loadConfig's STORAGE_S3_* settings: all or none, each checked with a message that names it. */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';

const load = (env: Record<string, string>) => loadConfig(env, '/srv/ajans');
const S3 = {
  STORAGE_S3_ENDPOINT: 'https://acct.r2.cloudflarestorage.com/',
  STORAGE_S3_BUCKET: 'ajans-media',
  STORAGE_S3_REGION: 'auto',
  STORAGE_S3_ACCESS_KEY_ID: 'key-id',
  STORAGE_S3_SECRET_ACCESS_KEY: 'secret',
};

describe('object store configuration', () => {
  it('keeps objects on disk when no STORAGE_S3_* is set', () => {
    expect(load({}).objectStore).toBeUndefined();
  });

  it('reads the five settings, path-style by default', () => {
    expect(load(S3).objectStore).toEqual({
      endpoint: 'https://acct.r2.cloudflarestorage.com',
      bucket: 'ajans-media',
      region: 'auto',
      accessKeyId: 'key-id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(load({ ...S3, STORAGE_S3_FORCE_PATH_STYLE: 'false' }).objectStore?.forcePathStyle).toBe(false);
    // Supabase Storage's S3 endpoint has a path.
    expect(load({ ...S3, STORAGE_S3_ENDPOINT: 'https://ref.supabase.co/storage/v1/s3' }).objectStore?.endpoint).toBe('https://ref.supabase.co/storage/v1/s3');
  });

  it.each([
    [{ STORAGE_S3_ENDPOINT: 'http://minio:9000' }, 'The object store needs all of STORAGE_S3_ENDPOINT, STORAGE_S3_BUCKET, STORAGE_S3_REGION, STORAGE_S3_ACCESS_KEY_ID, STORAGE_S3_SECRET_ACCESS_KEY; missing: STORAGE_S3_BUCKET, STORAGE_S3_REGION, STORAGE_S3_ACCESS_KEY_ID, STORAGE_S3_SECRET_ACCESS_KEY'],
    [{ ...S3, STORAGE_S3_SECRET_ACCESS_KEY: ' ' }, 'missing: STORAGE_S3_SECRET_ACCESS_KEY'],
    [{ STORAGE_S3_FORCE_PATH_STYLE: 'true' }, 'STORAGE_S3_FORCE_PATH_STYLE is set, but STORAGE_S3_ENDPOINT and the other STORAGE_S3_* settings are not'],
    [{ ...S3, STORAGE_S3_ENDPOINT: 'minio:9000' }, 'STORAGE_S3_ENDPOINT must be an http(s) URL without credentials or query, such as https://s3.eu-central-1.amazonaws.com, got "minio:9000"'],
    [{ ...S3, STORAGE_S3_ENDPOINT: 'not a url' }, 'STORAGE_S3_ENDPOINT must be an http(s) URL such as https://s3.eu-central-1.amazonaws.com, got "not a url"'],
    [{ ...S3, STORAGE_S3_ENDPOINT: 'https://user:pw@s3.example.com' }, 'STORAGE_S3_ENDPOINT must be an http(s) URL without credentials or query'],
    [{ ...S3, STORAGE_S3_BUCKET: 'Ajans_Media' }, 'STORAGE_S3_BUCKET must be an S3 bucket name (3-63 lower-case letters, digits, dots, hyphens), got "Ajans_Media"'],
    [{ ...S3, STORAGE_S3_REGION: 'eu central' }, 'STORAGE_S3_REGION must be a region name such as eu-central-1 (auto for R2), got "eu central"'],
    [{ ...S3, STORAGE_S3_FORCE_PATH_STYLE: 'maybe' }, 'STORAGE_S3_FORCE_PATH_STYLE must be true or false, got "maybe"'],
  ])('refuses %j', (env, message) => {
    expect(() => load(env)).toThrow(ConfigError);
    expect(() => load(env)).toThrow(message);
  });
});
