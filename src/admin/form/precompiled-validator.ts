/**
 * The form's validator: RJSF's precompiled validator over the functions codegen compiled from
 * the resource's form schema (generated/validators). No schema is compiled in the browser, so
 * the admin needs no `new Function` and runs under a CSP without 'unsafe-eval'. A translation
 * is validated by its item's functions (translation-validator.ts).
 */
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { useEffect, useState } from 'react';
import { loadValidators } from '../../../generated/validators/index.ts';
import type { FormResource, TranslationOf } from '../resource/types.ts';
import { sharedFieldsOf } from './translation-resource.ts';
import { translationValidator } from './translation-validator.ts';

const cache = new Map<string, ValidatorType>();
/** A translation's validator, per translation resource (it holds its item's shared values). */
const translations = new WeakMap<FormResource, ValidatorType>();

/** A translation: its item's validator, over the item's shared values (translation-validator.ts). */
async function loadTranslationValidator(resource: FormResource, t: TranslationOf): Promise<ValidatorType> {
  const known = translations.get(resource);
  if (known) return known;
  const shared = Object.fromEntries(sharedFieldsOf(t.base).map((f) => [f, t.baseRow?.[f]]).filter(([, v]) => v !== null && v !== undefined));
  const validator = translationValidator(await loadFormValidator(t.base), t.base.formSchema as RJSFSchema, resource.formSchema as RJSFSchema, shared);
  translations.set(resource, validator);
  return validator;
}

function cached(resource: FormResource): ValidatorType | undefined {
  return resource.translation ? translations.get(resource) : cache.get(resource.route);
}

export async function loadFormValidator(resource: FormResource): Promise<ValidatorType> {
  if (resource.translation) return loadTranslationValidator(resource, resource.translation);
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
  const [loaded, setLoaded] = useState<{ resource: FormResource; validator: ValidatorType } | undefined>();
  useEffect(() => {
    let current = true;
    loadFormValidator(resource).then(
      (validator) => current && setLoaded({ resource, validator }),
      (err: unknown) => console.error(err),
    );
    return () => {
      current = false;
    };
  }, [resource]);
  return loaded?.resource === resource ? loaded.validator : cached(resource);
}
