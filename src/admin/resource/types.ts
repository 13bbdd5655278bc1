/** The engine works on any resource: rows are plain records keyed by column name. */
import type { GeneratedGlobal, GeneratedResource } from '../../../schema/resource.ts';

export type Row = Record<string, unknown> & { id: string };

/**
 * Set on a resource derived for one translation (src/admin/form/translation-resource.ts): the
 * base resource, the language, the base item (null while a global has no record) and the
 * localized fields the translation holds.
 */
export interface TranslationOf {
  base: FormResource;
  locale: string;
  itemId: string | null;
  fields: readonly string[];
  /** The base item as stored: the default language's text beside each field, the shared fields, the live preview's row. */
  baseRow: Row | null;
}

interface EngineFacts {
  translation?: TranslationOf;
}

export type AnyResource = GeneratedResource<Row> & EngineFacts;
/** A single-record resource (site settings, SEO settings). */
export type AnyGlobal = GeneratedGlobal<Row> & EngineFacts;
/** What the form engine edits: an item of a generic resource, or a global's one record. */
export type FormResource = AnyResource | AnyGlobal;
