/**
 * Rows a list editor added but nobody filled ("+ Ekle", then Kaydet): dropped before a save,
 * so a post gets no lone "#" tag and a project no empty gallery image. A row is empty when every
 * text in it is blank; a value its schema gives by default (a menu item's type) fills nothing.
 */
interface NodeSchema {
  type?: string | string[];
  default?: unknown;
  items?: NodeSchema;
  properties?: Record<string, NodeSchema>;
}

/** Whether a value holds nothing staff typed or chose (beyond the schema's defaults). */
export function isEmptyValue(value: unknown, schema?: NodeSchema): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).every(([k, v]) => {
      const own = schema?.properties?.[k];
      return isEmptyValue(v, own) || (own?.default !== undefined && v === own.default);
    });
  }
  return false;
}

/** The value with empty rows left out of every list in it (nested lists too). */
export function withoutEmptyRows(value: unknown, schema?: NodeSchema): unknown {
  if (Array.isArray(value)) {
    return value.map((item) => withoutEmptyRows(item, schema?.items)).filter((item) => !isEmptyValue(item, schema?.items));
  }
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, withoutEmptyRows(v, schema?.properties?.[k])]));
  }
  return value;
}
