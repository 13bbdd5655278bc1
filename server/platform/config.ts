/**
 * What the platform's services read of the configuration: ports, folders, the database, the
 * public origin and proxies, connection and Auth limits, the exposed schemas, image transforms.
 * The environment is read once by the composition root (server/config.ts), which adds the
 * app's own settings to these.
 */
import type { TrustedProxies } from './http/trusted-proxies.ts';
import type { FunctionsConfig } from './functions/functions-config.ts';

export interface PlatformConfig {
  /** HTTP port of the API and site; 0 picks a free one (tests). */
  port: number;
  /** Host name the HTTP server binds to. */
  host: string;
  /** Folder for the database cluster, uploaded files and signing keys. */
  dataDir: string;
  /** Connection string of an existing PostgreSQL; when unset the embedded cluster is used. */
  databaseUrl?: string;
  /** Port of the embedded PostgreSQL; 0 picks a free one. */
  pgPort: number;
  /** Lifetime of an access token in seconds (Supabase's default is 3600). */
  jwtExpiry: number;
  /** Public sign-up; off by default (product decision 5). */
  signupEnabled: boolean;
  /**
   * The public origin (SITE_URL, e.g. https://ajans.com.tr) of every link the server writes:
   * e-mails, canonical links, the sitemap, the runtime config, the token issuer. Unset: the
   * address the server listens on (http://localhost:<port>); required with TRUST_PROXY.
   */
  siteUrl?: string;
  /** The reverse proxies whose X-Forwarded-For is believed (TRUST_PROXY: hops or addresses). */
  trustProxy: TrustedProxies;
  /** How long a client may take to send a request, and how many connections it may hold. */
  connections: ConnectionLimits;
  /** Limits of the Auth service (AUTH_RATE_LIMIT_*, AUTH_REFRESH_REUSE_INTERVAL). */
  authLimits: AuthLimits;
  /**
   * Schemas `/rest/v1` exposes (DB_SCHEMAS, PostgREST's db-schemas), `public` first; the
   * others are chosen with the Accept-Profile / Content-Profile headers.
   */
  dbSchemas: string[];
  /** Storage's image transformations (IMAGE_TRANSFORM_*). */
  imageTransforms: ImageTransformConfig;
  /** The Edge Functions Deno runs (FUNCTIONS_DIR, DENO_PATH, FUNCTIONS_BOOT_TIMEOUT_MS). */
  functions: FunctionsConfig;
  /** Where object bytes live: unset, this server's disk (DATA_DIR/storage); set, an S3-compatible service (STORAGE_S3_*). */
  objectStore?: S3StoreConfig;
}

/** An S3-compatible object store (AWS S3, Cloudflare R2, MinIO, Supabase Storage's S3 endpoint). */
export interface S3StoreConfig {
  /** STORAGE_S3_ENDPOINT, e.g. https://<account>.r2.cloudflarestorage.com or http://minio:9000. */
  endpoint: string;
  /** STORAGE_S3_BUCKET: the one S3 bucket; objects are kept under `<storage bucket>/<name>` in it. */
  bucket: string;
  /** STORAGE_S3_REGION (R2: auto). */
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** STORAGE_S3_FORCE_PATH_STYLE: `endpoint/bucket/key` rather than `bucket.endpoint/key` (MinIO, Supabase; default true). */
  forcePathStyle: boolean;
}

export interface ImageTransformConfig {
  /** Transforms at once (IMAGE_TRANSFORM_CONCURRENCY; default: one less than the CPUs, at least 1). */
  concurrency: number;
  /** Visitors' transforms waiting at most before 503s (IMAGE_TRANSFORM_QUEUE, default 8). */
  queue: number;
  /** Seconds one transform may take (IMAGE_TRANSFORM_TIMEOUT, default 20). */
  timeoutSeconds: number;
}

export interface ConnectionLimits {
  /** Seconds to receive a request's headers (HEADERS_TIMEOUT, default 10); then 408 and closed. */
  headersTimeoutSeconds: number;
  /** Seconds to receive a whole request, body included (REQUEST_TIMEOUT, default 120); then 408. */
  requestTimeoutSeconds: number;
  /**
   * Open connections one client address may hold, IPv6 per /64 (MAX_CONNECTIONS_PER_ADDRESS,
   * default 100); more are answered 429 and closed. Trusted proxies are not counted.
   */
  maxPerAddress: number;
}

export interface AuthLimits {
  /** Failed sign-ins per e-mail address per window (AUTH_RATE_LIMIT_SIGNIN, default 10). */
  signInPerEmail: number;
  /** Failed sign-ins per account from all addresses per 15 minutes (AUTH_RATE_LIMIT_SIGNIN_ACCOUNT, default 100). */
  signInPerAccount: number;
  /** Failed sign-ins per client address per window (AUTH_RATE_LIMIT_SIGNIN_IP, default 30). */
  signInPerAddress: number;
  /** Failed MFA verifications per factor per window (AUTH_RATE_LIMIT_VERIFY, default 10). */
  verifyPerFactor: number;
  /** Refresh-token reuse interval in seconds (AUTH_REFRESH_REUSE_INTERVAL, default 10). */
  refreshReuseInterval: number;
  /** Password-recovery e-mails asked for per client address per hour (AUTH_RATE_LIMIT_EMAIL_IP, default 30). */
  emailPerAddress: number;
}
