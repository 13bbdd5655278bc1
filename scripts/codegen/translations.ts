/**
 * Translations: for each resource with `localized` fields, the table `<table>_translations`
 * that holds the other languages' values (schema/languages.ts: the default language stays in
 * the base table, so existing rows and calls are unchanged). Its row type is derived here from
 * the base row type: the localized columns with the same types and CHECKs but nullable (a
 * translation is written bit by bit), the item and its language, its own publication when the
 * base has a publication time (Draftable), and the base's timestamps, so the same save
 * triggers apply (version check, updated_at, revisions, slug redirects, change notify).
 * The result is a model entry like any schema file's: schema-sql.ts, database types and the
 * generated lists take it as they take the others.
 */
import { DEFAULT_LANGUAGE } from '../../schema/languages.ts';
import type { DatabaseConfig } from '../../schema/database.ts';
import type { BespokeResourceConfig } from '../../schema/resource.ts';
import type { SchemaModelEntry } from '../db/schema-sql.ts';
import type { Entity } from './entities.ts';
import { resolve, type Schema } from './json-schema.ts';
import { ident, literal } from '../../server/platform/db/sql-text.ts';
import { isPublicContent } from './public-content.ts';

export const TRANSLATION_SUFFIX = '_translations';

/** An ISO 639-1 code, optionally with a region ('en', 'pt-BR'): what `locale` may hold. */
export const LANGUAGE_CODE_PATTERN = '^[a-z]{2}(-[A-Z]{2})?$';

export function translationTableOf(table: string): string {
  return `${table}${TRANSLATION_SUFFIX}`;
}

/** The localized fields a resource declares (empty: not translated). */
export function localizedOf(entity: Entity): string[] {
  return [...(entity.resource.localized ?? [])];
}

/** A translation has its own publication when its base has a publication time (Draftable). */
export function hasOwnPublication(entity: Entity): boolean {
  return Boolean(entity.resource.status?.schedule);
}

/** The property, allowing null: a translation leaves untranslated fields empty. */
function nullable(prop: Schema, root: Schema): Schema {
  const options = prop.anyOf ?? prop.oneOf;
  if (options) {
    if (options.some((o) => resolve(o, root).type === 'null')) return prop;
    return { ...prop, anyOf: [...options, { type: 'null' }], oneOf: undefined };
  }
  if (prop.$ref) {
    const { $ref, ...annotations } = prop;
    return { ...annotations, anyOf: [{ $ref }, { type: 'null' }] };
  }
  if (Array.isArray(prop.type)) return prop.type.includes('null') ? prop : { ...prop, type: [...prop.type, 'null'] };
  if (typeof prop.type === 'string') return { ...prop, type: [prop.type, 'null'] };
  return { anyOf: [prop, { type: 'null' }] };
}

function isNullable(prop: Schema, root: Schema): boolean {
  const s = resolve(prop, root);
  if (Array.isArray(s.type)) return s.type.includes('null');
  const options = s.anyOf ?? s.oneOf;
  return Boolean(options?.some((o) => resolve(o, root).type === 'null'));
}

function stripUndefined(s: Schema): Schema {
  return Object.fromEntries(Object.entries(s).filter(([, v]) => v !== undefined)) as Schema;
}

/** The translation row's JSON Schema, from the base row's. */
export function translationRowSchema(entity: Entity, base: Schema): Schema {
  const localized = localizedOf(entity);
  const props = base.properties ?? {};
  for (const f of localized) {
    if (!props[f]) throw new Error(`schema/${entity.file}: localized field '${f}' is not a column of ${entity.resource.table}`);
  }
  const properties: Record<string, Schema> = {
    id: props.id ?? { type: 'string', format: 'uuid', readOnly: true },
    item_id: { type: 'string', format: 'uuid', title: 'Kayıt', description: `Çevirisi olan ${entity.resource.table} satırı` },
    // A language code, never the default's (CHECK below); not an enum of today's languages,
    // so adding a language to schema/languages.ts needs no migration.
    locale: { type: 'string', pattern: LANGUAGE_CODE_PATTERN, title: 'Dil' },
  };
  for (const f of localized) properties[f] = stripUndefined(nullable(props[f]!, base));
  if (hasOwnPublication(entity)) {
    properties.published = { type: 'boolean', default: false, title: 'Yayınla' };
    properties.publish_at = props.publish_at ?? { type: ['string', 'null'], format: 'date-time', title: 'Yayın zamanı' };
  }
  for (const f of ['created_at', 'updated_at']) if (props[f]) properties[f] = props[f]!;
  return {
    type: 'object',
    title: `${entity.resource.singular} çevirisi`,
    properties,
    required: Object.keys(properties),
    additionalProperties: false,
    ...(base.definitions ? { definitions: base.definitions } : {}),
  };
}

/**
 * The base's named CHECKs that read localized columns only, for the translation too (a
 * page's blocks are checked in English as in Turkish); a null value passes, as in SQL.
 */
function copiedChecks(entity: Entity, columns: string[]): Record<string, string> {
  const table = entity.resource.table;
  const localized = new Set(localizedOf(entity));
  const out: Record<string, string> = {};
  for (const [name, check] of Object.entries(entity.resource.db.checks ?? {})) {
    const mentioned = columns.filter((c) => new RegExp(`(^|[^a-z0-9_.])${c}($|[^a-z0-9_])`).test(check));
    if (!mentioned.length || !mentioned.every((c) => localized.has(c))) continue;
    const rest = name.startsWith(`${table}_`) ? name.slice(table.length + 1) : name;
    out[`${translationTableOf(table)}_${rest}`] = `${mentioned.map((c) => `${ident(c)} is null`).join(' or ')} or (${check})`;
  }
  return out;
}

/** The `<table>_translations` model entry of a resource with localized fields, else undefined. */
export function translationEntry(entry: SchemaModelEntry): SchemaModelEntry | undefined {
  const { entity, row, dbTypes } = entry;
  const localized = localizedOf(entity);
  if (!localized.length) return undefined;
  const r = entity.resource;
  const table = translationTableOf(r.table);
  const own = hasOwnPublication(entity);
  const baseRequired = new Set(row.required ?? []);
  // A published translation is complete: every field the base cannot leave empty is there.
  const mustHave = localized.filter((f) => baseRequired.has(f) && !isNullable(row.properties![f]!, row));
  const checks: Record<string, string> = {
    // The default language's text is the base row's own: never a translation of it.
    [`${table}_locale_not_default`]: `locale <> ${literal(DEFAULT_LANGUAGE)}`,
    ...copiedChecks(entity, Object.keys(row.properties ?? {})),
  };
  if (own && mustHave.length) checks[`${table}_published_complete`] = `not published or (${mustHave.map((f) => `${ident(f)} is not null`).join(' and ')})`;
  const slugged = localized.includes('slug');
  const writers = r.db.access.preset === 'singleton' ? r.db.access.writers : undefined;
  // Authors write a translation where they write its base (not live, nor of a live base).
  const access = r.db.access;
  const authors =
    access.preset === 'publishedContent' && access.authors
      ? { authors: true, baseFlag: access.flag ?? r.status?.field ?? 'published' }
      : access.preset === 'staffOnly' && access.authors
        ? { authors: true }
        : {};
  const publicPath = slugged && own && isPublicContent(r) ? r.publicPath : undefined;
  const db: DatabaseConfig<Record<string, unknown>> = {
    access: { preset: 'translation', base: r.table, published: own, ...(writers ? { writers } : {}), ...(publicPath ? { publicPath } : {}), ...authors },
    unique: [['item_id', 'locale'], ...(slugged ? [['locale', 'slug']] : [])],
    // The keys are the indexes: (item_id, locale) for an item's translation (the embed of a
    // list read), (locale, slug) for a page by its address.
    foreignKeys: [{ columns: ['item_id'], references: { table: r.table, columns: ['id'] }, onDelete: 'cascade' }],
    checks,
    ...(r.db.revisions ? { revisions: true } : {}),
    notifyChanges: true,
  };
  const resource: BespokeResourceConfig<Record<string, unknown>> = {
    table,
    db,
    rowType: `${r.rowType}Translation`,
    route: `${r.route}-translations`,
    nav: { label: `${r.nav.label} çevirileri`, icon: r.nav.icon, order: r.nav.order, hidden: true },
    title: `${r.title}: çeviriler`,
    singular: `${r.singular} çevirisi`,
    screen: 'bespoke',
    messages: r.messages,
  };
  const types = Object.fromEntries(Object.entries(dbTypes).filter(([k]) => localized.includes(k)));
  return { entity: { file: entity.file, module: {}, resource }, row: translationRowSchema(entity, row), dbTypes: types };
}

/** The translation entries of a model (in the base tables' order). */
export function translationEntries(model: SchemaModelEntry[]): SchemaModelEntry[] {
  return model.flatMap((m) => translationEntry(m) ?? []);
}

/** The base table of a `<table>_translations` model entry, else undefined. */
export function translationBase(entity: Entity): string | undefined {
  const access = entity.resource.db.access;
  return access.preset === 'translation' ? access.base : undefined;
}

/** generated/localized-fields.ts: per table, its localized fields and how its translations work. */
export function localizedFieldsModule(model: SchemaModelEntry[]): string {
  const bases = model.filter((m) => localizedOf(m.entity).length);
  const fields = bases.map((m) => `  ${m.entity.resource.table}: ${JSON.stringify(localizedOf(m.entity))},`);
  const fallback = bases.map((m) => `  ${m.entity.resource.table}: ${Boolean(m.entity.resource.localizedFallback)},`);
  const published = bases.map((m) => `  ${m.entity.resource.table}: ${hasOwnPublication(m.entity)},`);
  const tables = bases.map((m) => `  ${m.entity.resource.table}: '${translationTableOf(m.entity.resource.table)}',`);
  return `// Generated by \`npm run codegen\` from schema/*.ts (scripts/codegen/translations.ts). Do not edit.
/**
 * The translatable fields of each table (\`localized\` in its schema file). The default
 * language's values are the table's own; every other language's are in \`<table>_translations\`
 * (item_id, locale, these columns, and \`published\`/\`publish_at\` where TRANSLATION_PUBLISHED).
 */

export const LOCALIZED_FIELDS = {
${fields.join('\n')}
} as const;

export type LocalizedTable = keyof typeof LOCALIZED_FIELDS;

/** Each localized table's translations table. */
export const TRANSLATION_TABLES = {
${tables.join('\n')}
} as const satisfies Record<LocalizedTable, string>;

export type TranslationTable = (typeof TRANSLATION_TABLES)[LocalizedTable];

/** \`localizedFallback\`: an untranslated item is shown in the default language. */
export const LOCALIZED_FALLBACK: Record<LocalizedTable, boolean> = {
${fallback.join('\n')}
};

/** The translation has its own publication (\`published\`, \`publish_at\`): the base type is Draftable. */
export const TRANSLATION_PUBLISHED: Record<LocalizedTable, boolean> = {
${published.join('\n')}
};

export function isLocalizedTable(table: string): table is LocalizedTable {
  return Object.hasOwn(LOCALIZED_FIELDS, table);
}
`;
}
