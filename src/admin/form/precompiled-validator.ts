/**
 * The form's validator: RJSF's precompiled validator over the functions codegen compiled from
 * the resource's form schema (generated/validators). No schema is compiled in the browser, so
 * the admin needs no `new Function` and runs under a CSP without 'unsafe-eval'.
 */
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { useEffect, useState } from 'react';
import { loadValidators } from '../../../generated/validators/index.ts';
import type { FormResource } from '../resource/types.ts';

const cache = new Map<string, ValidatorType>();

export async function loadFormValidator(resource: FormResource): Promise<ValidatorType> {
  const cached = cache.get(resource.route);
  if (cached) return cached;
  const load = loadValidators[resource.route];
  if (!load || !resource.formSchema) throw new Error(`No precompiled validators for the form of ${resource.route} (run npm run codegen)`);
  const validator = createPrecompiledValidator((await load()).default, resource.formSchema as RJSFSchema);
  cache.set(resource.route, validator);
  return validator;
}

/** The resource form's validator, undefined until its (small, lazily loaded) module is there. */
export function useFormValidator(resource: FormResource): ValidatorType | undefined {
  const [loaded, setLoaded] = useState<{ route: string; validator: ValidatorType } | undefined>();
  useEffect(() => {
    let current = true;
    loadFormValidator(resource).then(
      (validator) => current && setLoaded({ route: resource.route, validator }),
      (err: unknown) => console.error(err),
    );
    return () => {
      current = false;
    };
  }, [resource]);
  return loaded?.route === resource.route ? loaded.validator : cache.get(resource.route);
}
