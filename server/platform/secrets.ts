/**
 * Secrets kept under DATA_DIR: database passwords, the ES256 signing key and the API keys
 * signed with it. Made once on the first start, read on every later one. Several server
 * processes that share one database share one DATA_DIR, and so the same keys.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { exportJWK, generateKeyPair, SignJWT, importJWK, type JWK } from 'jose';

export interface Secrets {
  postgresPassword: string;
  authenticatorPassword: string;
  signingKey: JWK & { kid: string };
  anonKey: string;
  serviceRoleKey: string;
}

const TEN_YEARS = 10 * 365 * 24 * 3600;

async function makeSecrets(): Promise<Secrets> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = crypto.randomUUID();
  const signingKey = { ...jwk, kid, alg: 'ES256', use: 'sig' };
  const key = await importJWK(signingKey, 'ES256');
  const iat = Math.floor(Date.now() / 1000);
  const apiKey = (role: string) =>
    new SignJWT({ iss: 'supabase', ref: 'embedded', role })
      .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
      .setIssuedAt(iat)
      .setExpirationTime(iat + TEN_YEARS)
      .sign(key);
  return {
    postgresPassword: crypto.randomBytes(24).toString('base64url'),
    authenticatorPassword: crypto.randomBytes(24).toString('base64url'),
    signingKey,
    anonKey: await apiKey('anon'),
    serviceRoleKey: await apiKey('service_role'),
  };
}

/** Reads DATA_DIR/secrets.json, creating it (mode 0600) on the first start. */
export async function loadSecrets(dataDir: string): Promise<Secrets> {
  const file = path.join(dataDir, 'secrets.json');
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as Secrets;
  fs.mkdirSync(dataDir, { recursive: true });
  const secrets = await makeSecrets();
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  try {
    // link() fails when another process got there first: then its secrets win.
    fs.linkSync(tmp, file);
  } catch {
    /* another process created it */
  } finally {
    fs.rmSync(tmp, { force: true });
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Secrets;
}
