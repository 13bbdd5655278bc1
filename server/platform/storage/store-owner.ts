/**
 * Which database owns an object store (DATA_DIR/storage or the S3 bucket): only the owner may
 * delete bytes from it. A restored copy of the database started on the live site's bucket sees
 * every file uploaded after its backup as "without a row"; were it allowed to delete, the live
 * site would lose them.
 *
 * The store holds a marker naming its owner; the database holds its identity:
 * - `database`: a random id in _embedded.database_identity. A physical copy (a restore) and a
 *   logical dump carry it, so `npm run restore` forgets it (forgetDatabaseIdentity): the
 *   restored database makes a new one at its next start.
 * - `cluster`: PostgreSQL's system identifier where the role may read it (null otherwise). A
 *   dump loaded into another cluster keeps the id above but not this.
 * Every server over one database reads the same identity, so all of them are the owner. A store
 * without a marker (a new one, or one from before markers) is claimed by the first start.
 */
import type pg from 'pg';
import type { ObjectBytes } from './object-bytes.ts';

/** Run by the server's set-up (and the operator command) so the identity's table exists. */
export const DATABASE_IDENTITY_SQL = `
create schema if not exists _embedded;
revoke all on schema _embedded from public;
create table if not exists _embedded.database_identity (
  singleton boolean primary key default true check (singleton),
  id uuid not null default gen_random_uuid(),
  created_at timestamptz not null default now()
);`;

/** What pg.Pool and pg.Client both offer. */
export interface Sql {
  query<R extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<pg.QueryResult<R>>;
}

export interface DatabaseIdentity {
  database: string;
  cluster: string | null;
}

export interface StoreMarker extends DatabaseIdentity {
  format: 'ajans-store-owner';
  claimedAt: string;
}

export type Ownership =
  | { owner: true; claimed: boolean }
  /** `marker`: the owner the store names; null when its marker is not one of ours. */
  | { owner: false; marker: StoreMarker | null };

export async function databaseIdentity(db: Sql): Promise<DatabaseIdentity> {
  await db.query('insert into _embedded.database_identity default values on conflict do nothing');
  const { rows } = await db.query<{ id: string }>('select id::text as id from _embedded.database_identity');
  let cluster: string | null = null;
  try {
    cluster = (await db.query<{ s: string }>('select system_identifier::text as s from pg_control_system()')).rows[0]?.s ?? null;
  } catch {
    // Not readable for this role (a hosted PostgreSQL): the id alone decides.
  }
  return { database: rows[0]!.id, cluster };
}

/** For a restored database: the next start makes a new identity, so it does not own the live site's store. */
export async function forgetDatabaseIdentity(db: Sql): Promise<void> {
  await db.query(`do $$ begin
    if to_regclass('_embedded.database_identity') is not null then delete from _embedded.database_identity; end if;
  end $$`);
}

function parseMarker(body: string): StoreMarker | null {
  try {
    const m = JSON.parse(body) as Partial<StoreMarker>;
    if (m.format !== 'ajans-store-owner' || typeof m.database !== 'string') return null;
    return { format: m.format, database: m.database, cluster: typeof m.cluster === 'string' ? m.cluster : null, claimedAt: String(m.claimedAt ?? '') };
  } catch {
    return null;
  }
}

export function isOwner(marker: StoreMarker, identity: DatabaseIdentity): boolean {
  if (marker.database !== identity.database) return false;
  return marker.cluster === null || identity.cluster === null || marker.cluster === identity.cluster;
}

function markerOf(identity: DatabaseIdentity): string {
  const marker: StoreMarker = { format: 'ajans-store-owner', ...identity, claimedAt: new Date().toISOString() };
  return JSON.stringify(marker, null, 1) + '\n';
}

/**
 * Whether `identity` owns the store. A store without a marker is claimed (written only where
 * there is none, then read back: of two databases claiming at once, one wins).
 */
export async function storeOwnership(bytes: ObjectBytes, identity: DatabaseIdentity): Promise<Ownership> {
  let body = await bytes.readMarker();
  let claimed = false;
  if (body === undefined) {
    await bytes.writeMarker(markerOf(identity), true);
    body = await bytes.readMarker();
    claimed = true;
  }
  const marker = body === undefined ? null : parseMarker(body);
  if (marker && isOwner(marker, identity)) return { owner: true, claimed };
  return { owner: false, marker };
}

/** The operator's explicit take-over (`npm run storage:orphans -- --claim`). */
export async function claimStore(bytes: ObjectBytes, identity: DatabaseIdentity): Promise<void> {
  await bytes.writeMarker(markerOf(identity), false);
}

/** Logged once by a server whose database does not own its store: it deletes nothing there. */
export function notOwnerNotice(bytes: ObjectBytes): string {
  const store = bytes.kind === 's3' ? `S3 kovası ${bytes.where}` : `klasör ${bytes.where}`;
  return (
    `Depolama: bu veritabanı dosya deposunun (${store}) sahibi değil; depo başka bir veritabanına ait ` +
    `(çoğunlukla bu sunucu bir yedekten geri yüklenmiş bir kopyadır). Bu sunucu depodan hiçbir dosya silmeyecek: ` +
    `silinen kayıtların dosyaları depoda kalır, satırı olmayan dosyalar temizlenmez. Kopyaya kendi deposunu verin ` +
    `(S3'te ayrı bir STORAGE_S3_BUCKET); bu veritabanı artık sitenin kendisiyse (eski sunucu kapatıldıysa) ` +
    `sahipliği "npm run storage:orphans -- --claim" ile alın.`
  );
}
