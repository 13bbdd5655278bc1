/** The engine works on any resource: rows are plain records keyed by column name. */
import type { GeneratedGlobal, GeneratedResource } from '../../../schema/resource.ts';

export type Row = Record<string, unknown> & { id: string };
export type AnyResource = GeneratedResource<Row>;
/** A single-record resource (site settings, SEO settings). */
export type AnyGlobal = GeneratedGlobal<Row>;
/** What the form engine edits: an item of a generic resource, or a global's one record. */
export type FormResource = AnyResource | AnyGlobal;
