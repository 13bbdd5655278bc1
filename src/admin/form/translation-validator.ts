/**
 * A translation's validator: the base resource's precompiled one (generated/validators, whose
 * functions were compiled for the base's whole form), given the translation's values over the
 * base item's shared values, its errors kept for the translation's own fields only. So a
 * translation is checked by the same rules as its item, and no schema is compiled in the
 * browser (the admin's CSP has no 'unsafe-eval').
 */
import type { RJSFSchema, RJSFValidationError, ValidatorType } from '@rjsf/utils';
import { deepEquals } from '@rjsf/utils';

type Values = Record<string, unknown> | undefined;

/** The top-level field an error is about ('.author.name' → 'author', required errors name it). */
function errorField(e: RJSFValidationError): string {
  const path = (e.property ?? '').replace(/^\./, '');
  const field = path.split(/[.[]/)[0] ?? '';
  return e.name === 'required' && !field ? String((e.params as { missingProperty?: string } | undefined)?.missingProperty ?? '') : field;
}

export function translationValidator(base: ValidatorType, baseSchema: RJSFSchema, ownSchema: RJSFSchema, sharedValues: Record<string, unknown>): ValidatorType {
  const own = new Set(Object.keys((ownSchema.properties ?? {}) as object));
  const fill = (formData: Values) => ({ ...sharedValues, ...(formData ?? {}) });
  return {
    validateFormData(formData, _schema, customValidate, transformErrors, uiSchema) {
      const result = base.validateFormData(fill(formData as Values), baseSchema, customValidate, transformErrors, uiSchema);
      const errorSchema = Object.fromEntries(Object.entries(result.errorSchema ?? {}).filter(([k]) => own.has(k) || k === '__errors'));
      return { errors: result.errors.filter((e) => own.has(errorField(e))), errorSchema } as typeof result;
    },
    isValid(schema, formData, _rootSchema) {
      if (deepEquals(schema, ownSchema)) return base.isValid(baseSchema, fill(formData as Values), baseSchema);
      return base.isValid(schema, formData, baseSchema);
    },
    rawValidation(_schema, formData) {
      return base.rawValidation(baseSchema, fill(formData as Values));
    },
  };
}
