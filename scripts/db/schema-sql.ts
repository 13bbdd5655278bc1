/**
 * The database schema/*.ts describes, as SQL: for each table its columns, CHECKs, primary
 * key, unique constraints, foreign keys, indexes, triggers (updated_at, change
 * notification, declared guards), grants and policies. It is applied to an empty copy of
 * the migrated database (see drift.ts) and never written into a migration as such: the
 * migration is the difference, read back from PostgreSQL.
 */
import type { Entity } from '../codegen/entities.ts';
import type { Schema } from '../codegen/json-schema.ts';
import { ident, literal } from '../../server/platform/db/sql-text.ts';
import { accessSql, authorGuardFlag, authorGuardSql } from './access-presets.ts';
import { columnsSql } from './columns-sql.ts';
import { isPublicContent, publicTitleColumn } from '../codegen/public-content.ts';
import { searchTargets, searchTriggerSql } from './search-sql.ts';
import { adminSearchIndexSql, adminSearchTargets } from './admin-search-sql.ts';
import { auditTriggerSql } from './audit-sql.ts';

export interface SchemaModelEntry {
  entity: Entity;
  row: Schema;
  dbTypes: Record<string, string>;
}

function indexKey(key: string | { sql: string }): string {
  if (typeof key !== 'string') return `(${key.sql})`;
  const [column, direction] = key.split(' ');
  return direction ? `${ident(column!)} ${direction}` : ident(column!);
}

export interface TableSql {
  create: string;
  /** Keys, CHECKs, indexes, triggers, access: everything but foreign keys. */
  body: string[];
  /** Run after every table's keys exist. */
  foreignKeys: string[];
}

/** The tables of public content, for the CHECK of `db.publicContentColumns`. */
export function publicContentTables(model: SchemaModelEntry[]): string[] {
  return model.filter((m) => isPublicContent(m.entity.resource)).map((m) => m.entity.resource.table);
}

/** The translations of public content with their own address and publication (`access.publicPath`), for `db.publicContentTranslations`. */
export function publicTranslationTables(model: SchemaModelEntry[]): string[] {
  return model.filter((m) => m.entity.resource.db.access.preset === 'translation' && m.entity.resource.db.access.publicPath).map((m) => m.entity.resource.table);
}

/** Statements that create one table as its schema file describes it. */
export function tableSql({ entity, row, dbTypes }: SchemaModelEntry, publicContent: string[] = [], publicTranslations: string[] = []): TableSql {
  const r = entity.resource;
  const db = r.db;
  const name = r.table;
  const table = `public.${ident(name)}`;
  const columns = columnsSql(row, dbTypes, db.defaults);
  const lines = columns.map(
    (c) => `  ${ident(c.name)} ${c.type}${c.notNull ? ' not null' : ''}${c.default ? ` default ${c.default}` : ''}`,
  );
  const create = `create table ${table} (\n${lines.join(',\n')}\n);`;
  const sql: string[] = [];
  const foreignKeys: string[] = [];
  if (columns.some((c) => c.name === 'id')) sql.push(`alter table ${table} add constraint ${ident(`${name}_pkey`)} primary key (id);`);
  for (const c of columns) {
    if (c.check) sql.push(`alter table ${table} add constraint ${ident(`${name}_${c.name}_check`)} check (${c.check});`);
  }
  for (const column of db.publicContentColumns ?? []) {
    const tables = [...publicContent, ...(db.publicContentTranslations ? publicTranslations : [])].map(literal).join(', ');
    sql.push(`alter table ${table} add constraint ${ident(`${name}_${column}_check`)} check (${ident(column)} = any (array[${tables}]::text[]));`);
  }
  for (const [constraint, check] of Object.entries(db.checks ?? {})) {
    sql.push(`alter table ${table} add constraint ${ident(constraint)} check (${check});`);
  }
  for (const unique of db.unique ?? []) {
    sql.push(`alter table ${table} add constraint ${ident(`${name}_${unique.join('_')}_key`)} unique (${unique.map(ident).join(', ')});`);
  }
  for (const fk of db.foreignKeys ?? []) {
    const onDelete = fk.onDelete ? ` on delete ${fk.onDelete}` : '';
    foreignKeys.push(
      `alter table ${table} add constraint ${ident(`${name}_${fk.columns.join('_')}_fkey`)} foreign key (${fk.columns.map(ident).join(', ')}) ` +
        `references public.${ident(fk.references.table)} (${fk.references.columns.map(ident).join(', ')})${onDelete};`,
    );
  }
  for (const index of db.indexes ?? []) {
    const where = index.where ? ` where ${index.where}` : '';
    sql.push(`create ${index.unique ? 'unique ' : ''}index ${ident(index.name)} on ${table} (${index.on.map(indexKey).join(', ')})${where};`);
  }
  if (columns.some((c) => c.name === 'updated_at')) {
    // updated_at is the row's version: an update that sends a stale one is refused (edit
    // conflicts, supabase/schemas/02_content_saves.sql); named to fire before set_updated_at.
    sql.push(`create trigger check_row_version before update on ${table} for each row execute function private.check_row_version();`);
    sql.push(`create trigger set_updated_at before update on ${table} for each row execute function private.set_updated_at();`);
  }
  if (db.notifyChanges) {
    sql.push(
      `create trigger notify_content_changed after insert or update or delete or truncate on ${table} for each statement execute function private.notify_content_changed();`,
    );
  }
  if (db.revisions) {
    sql.push(`create trigger record_revision after update or delete on ${table} for each row execute function private.record_revision();`);
  }
  // Published content at a public URL keeps its old URL as a redirect when its slug changes
  // (supabase/schemas/02_content_saves.sql); the pattern and flag travel as arguments.
  if (isPublicContent(r)) {
    sql.push(
      `create trigger record_slug_redirect after insert or update of slug, ${ident(r.status.field)} on ${table} for each row ` +
        `execute function private.record_slug_redirect(${literal(r.publicPath)}, ${literal(r.status.field)});`,
    );
    // The webhook event content.published when a row goes live (supabase/schemas/19_webhooks.sql):
    // its flag or its publication time written; a time reached later is the server's job; a
    // deleted row's announcement goes with it.
    const liveColumns = [r.status.field, ...(r.status.schedule ? [r.status.schedule] : [])].map(ident).join(', ');
    sql.push(
      `create trigger webhook_content_published after insert or update of ${liveColumns} or delete on ${table} for each row ` +
        `execute function private.webhook_content_published(${literal(r.publicPath)}, ${literal(r.status.field)}, ${literal(publicTitleColumn(r))}, ${literal(r.status.schedule ?? '')});`,
    );
    // Its unpublished draft (content_drafts) goes with a deleted row.
    sql.push(`create trigger drop_content_draft after delete on ${table} for each row execute function private.drop_content_draft();`);
  }
  // A published translation's old address redirects too, under its language's prefix
  // ('/en/blog/{slug}'; supabase/schemas/16_translations.sql), and its draft goes with it.
  if (db.access.preset === 'translation' && db.access.publicPath) {
    sql.push(
      `create trigger record_slug_redirect after insert or update of slug, published on ${table} for each row ` +
        `execute function private.record_translation_slug_redirect(${literal(db.access.publicPath)});`,
    );
    sql.push(`create trigger drop_content_draft after delete on ${table} for each row execute function private.drop_content_draft();`);
  }
  // The admin search box's trigram index (scripts/db/admin-search-sql.ts), from `adminSearch`.
  for (const target of adminSearchTargets([{ entity, row, dbTypes }])) sql.push(...adminSearchIndexSql(target));
  // The site search's documents (scripts/db/search-sql.ts), from the fields marked `search`.
  for (const target of searchTargets([{ entity, row, dbTypes }])) sql.push(...searchTriggerSql(target));
  for (const t of db.triggers ?? []) {
    sql.push(`create trigger ${ident(t.name)} ${t.timing} ${t.events.join(' or ')} on ${table} for each ${t.forEach ?? 'row'} execute function ${t.function}();`);
  }
  // An author never changes or deletes a live row (the access preset's `authors`).
  const guardFlag = authorGuardFlag(db.access, r.status);
  if (guardFlag) sql.push(authorGuardSql(table, guardFlag));
  const audit = auditTriggerSql(entity, columns.map((c) => c.name));
  if (audit) sql.push(audit);
  sql.push(...accessSql(name, db.access, r.status, columns.map((c) => c.name), db.privateColumns));
  return { create, body: sql, foreignKeys };
}
