/** The engine works on any resource: rows are plain records keyed by column name. */
import type { GeneratedResource } from '../../../schema/resource.ts';

export type Row = Record<string, unknown> & { id: string };
export type AnyResource = GeneratedResource<Row>;
