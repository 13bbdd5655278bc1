/**
 * A translation as the form engine sees it: an item of its own resource, derived from the
 * base resource and the schema's `localized` fields. Its table is `<table>_translations`, its
 * form only the localized fields (and, for types published per language, the publication flag
 * and time),
 * its item the translation row (own id, version, draft and revisions, which the engine keys by
 * table and id), its public address the language's prefix before the Turkish pattern. A new
 * translation is inserted with `item_id` and `locale` (the row's identity, not form fields).
 */
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../../schema/languages.ts';
import { hasOwnPublication } from '../data/translations-data.ts';
import type { AnyGlobal, AnyResource, FormResource, Row, TranslationOf } from '../resource/types.ts';
import type { SeoPreviewOptions } from './seo-preview/seo-preview-values.ts';

/** The resource's translatable fields (generated from the schema's `localized`); none: no language switch. */
export function localizedFieldsOf(resource: FormResource): readonly string[] {
  return resource.translationTable ? resource.localized : [];
}

export function isTranslatable(resource: FormResource): boolean {
  return localizedFieldsOf(resource).length > 0;
}

/** The admin's (Turkish) name of a language: "Türkçe", "İngilizce". */
export function languageAdminName(code: string): string {
  return LANGUAGES.find((l) => l.code === code)?.adminName ?? code;
}

/** A public address in a language: the Turkish pattern as it is, others with their prefix (`/en/blog/{slug}`). */
export function languagePath(path: string, locale: string): string {
  if (locale === DEFAULT_LANGUAGE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** The base's form fields a translation does not change: shown read-only, shared by every language (its own publication aside). */
export function sharedFieldsOf(resource: FormResource): string[] {
  const own = translationFields(resource);
  return Object.keys((resource.formSchema?.properties ?? {}) as object).filter((f) => !own.has(f));
}

function pick<T>(record: Record<string, T> | undefined, keys: ReadonlySet<string>): Record<string, T> {
  return Object.fromEntries(Object.entries(record ?? {}).filter(([k]) => keys.has(k)));
}

/** The form's schema and uiSchema narrowed to `kept` fields (order, required and widgets kept). */
function narrowedForm(resource: FormResource, kept: ReadonlySet<string>) {
  const schema = resource.formSchema ?? {};
  const required = ((schema.required as string[] | undefined) ?? []).filter((f) => kept.has(f));
  const ui = resource.uiSchema ?? {};
  const order = ((ui['ui:order'] as string[] | undefined) ?? []).filter((f) => kept.has(f));
  const uiFields = Object.fromEntries(Object.entries(ui).filter(([k]) => kept.has(k)));
  const uiRest = Object.fromEntries(Object.entries(ui).filter(([k]) => k.startsWith('ui:') && k !== 'ui:order'));
  return {
    formSchema: { ...schema, properties: pick(schema.properties as Record<string, unknown>, kept), required },
    uiSchema: { ...uiRest, ...uiFields, ...(order.length ? { 'ui:order': order } : {}) } as Record<string, unknown>,
  };
}

/** The item's messages, said of its translation ("İngilizce çeviri güncellendi"). */
function translationMessages(base: FormResource, locale: string): FormResource['messages'] {
  const name = languageAdminName(locale);
  return {
    ...base.messages,
    created: `${name} çeviri oluşturuldu`,
    updated: `${name} çeviri güncellendi`,
    deleted: `${name} çeviri silindi`,
    deleteConfirm: `Bu kaydın ${name} çevirisini silmek istediğinizden emin misiniz? Türkçe kayıt olduğu gibi kalır.`,
  };
}

function translationOf(base: FormResource, locale: string, baseRow: Row | null): TranslationOf {
  return { base, locale, itemId: baseRow?.id ?? null, fields: localizedFieldsOf(base), baseRow };
}

/** The translation's own publication: the base's flag and time (not its highlight), when the type publishes each language on its own. */
function translationStatus(base: FormResource): FormResource['status'] {
  if (!base.status || !hasOwnPublication(base.table)) return undefined;
  const { highlight: _highlight, ...status } = base.status;
  return status;
}

/** The fields a translation's form edits: the localized ones and its own publication flag and time. */
function translationFields(base: FormResource): Set<string> {
  const status = translationStatus(base);
  return new Set([...localizedFieldsOf(base), ...([status?.field, status?.schedule].filter(Boolean) as string[])]);
}

/** What every translation resource says the same way: its table, that it is not translated itself, its status, messages and identity. */
function translationFacts(base: FormResource, locale: string, baseRow: Row | null) {
  return {
    table: base.translationTable!,
    localized: [],
    translationTable: null,
    status: translationStatus(base),
    messages: translationMessages(base, locale),
    translation: translationOf(base, locale, baseRow),
  };
}

type UiEntry = { 'ui:options'?: { seoPreview?: SeoPreviewOptions } & Record<string, unknown> } & Record<string, unknown>;

/**
 * The previews in the language: the address under its prefix (`/en/blog/…`), and the item's
 * shared fields the translation has not (its image) from the item itself, so the card shows
 * what a share of the English page shows.
 */
function previewsInLanguage(uiSchema: Record<string, unknown>, locale: string, kept: Set<string>, baseRow: Row | null): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(uiSchema).map(([k, v]) => {
      const entry = v as UiEntry;
      const preview = entry?.['ui:options']?.seoPreview;
      if (!preview) return [k, v];
      const sharedFields = [preview.image, preview.ogImage].filter((f): f is string => !!f && !kept.has(f));
      const shared = Object.fromEntries(sharedFields.map((f) => [f, baseRow?.[f] ?? null]));
      const inLanguage: SeoPreviewOptions = { ...preview, ...(preview.path ? { path: languagePath(preview.path, locale) } : {}), ...(sharedFields.length ? { shared } : {}) };
      return [k, { ...entry, 'ui:options': { ...entry['ui:options'], seoPreview: inLanguage } }];
    }),
  );
}

/** The base resource in `locale`: its translations table, its localized fields, its own life cycle. */
export function translationResource(base: AnyResource, locale: string, baseRow: Row | null): AnyResource {
  const kept = translationFields(base);
  const { formSchema, uiSchema } = narrowedForm(base, kept);
  return {
    ...base,
    ...translationFacts(base, locale, baseRow),
    form: { ...base.form, fields: base.form.fields.filter((f) => kept.has(f.name as string)) },
    formSchema,
    uiSchema: previewsInLanguage(uiSchema, locale, kept, baseRow),
    defaults: pick(base.defaults as Record<string, unknown> | undefined, kept),
    publicPath: base.publicPath && languagePath(base.publicPath, locale),
  };
}

/** A global (site settings) in `locale`: the same narrowing, its sections keep only their localized fields. */
export function translationGlobal(base: AnyGlobal, locale: string, baseRow: Row | null): AnyGlobal {
  const kept = translationFields(base);
  const { formSchema, uiSchema } = narrowedForm(base, kept);
  const sections = base.form.sections.map((s) => ({ ...s, serverValues: undefined, fields: s.fields.filter((f) => kept.has(f)) })).filter((s) => s.fields.length > 0);
  const options = (uiSchema['ui:options'] ?? {}) as Record<string, unknown>;
  return {
    ...base,
    ...translationFacts(base, locale, baseRow),
    form: { fields: base.form.fields.filter((f) => kept.has(f.name as string)), sections },
    formSchema,
    uiSchema: { ...uiSchema, 'ui:options': { ...options, ...(options.sections ? { sections } : {}) } },
    defaults: pick(base.defaults as Record<string, unknown> | undefined, kept),
  };
}

/** The default language's values of the translated fields (shown beside each field). */
export function referenceValues(t: TranslationOf): Record<string, unknown> {
  return pick(t.baseRow ?? undefined, new Set(t.fields));
}

/** What an insert of a new translation adds to the form's values: whose translation it is, in which language. */
export function translationIdentity(resource: FormResource): Record<string, unknown> {
  const t = resource.translation;
  return t && t.itemId ? { item_id: t.itemId, locale: t.locale } : {};
}

/** Where the form's local draft is kept: per resource, and per language and item for a translation (its new one is not every item's). */
export function localDraftScope(resource: FormResource): string {
  const t = resource.translation;
  return t ? `${resource.route}:${t.locale}:${t.itemId ?? ''}` : resource.route;
}
