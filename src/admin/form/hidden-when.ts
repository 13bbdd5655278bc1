/** A form field's `hiddenWhen` (schema: FormField.hiddenWhen, in its uiSchema options) against the form's data. */
export interface HiddenWhen {
  field: string;
  values: readonly string[];
}

/** Whether the field (its uiSchema entry) is left out of the form for this data. */
export function hiddenByData(fieldUi: unknown, data: unknown): boolean {
  const when = (fieldUi as { 'ui:options'?: { hiddenWhen?: HiddenWhen } } | undefined)?.['ui:options']?.hiddenWhen;
  const value = when && data && typeof data === 'object' ? (data as Record<string, unknown>)[when.field] : undefined;
  return !!when && typeof value === 'string' && when.values.includes(value);
}
