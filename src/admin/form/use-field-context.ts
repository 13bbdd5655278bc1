/**
 * What the fields tell the form (RJSF's formContext, fields.tsx): while creating, the slug
 * follows its source field until it is edited by hand; a JSON field holding text that does not
 * parse blocks the save; while translating, each field shows the default language's text.
 */
import { useMemo, useRef } from 'react';
import { DEFAULT_LANGUAGE } from '../../../schema/languages.ts';
import { slugify } from '../../lib/slug.ts';
import type { FormResource } from '../resource/types.ts';
import type { FormContext } from './fields.tsx';
import { referenceValues } from './translation-resource.ts';
import type { Values } from './use-form-state.ts';

export function useFieldContext(resource: FormResource, creating: boolean) {
  const slugEdited = useRef(!creating);
  const translation = resource.translation;
  const invalidJson = useRef(new Set<string>());
  const slugField = resource.form?.fields.find((f) => f.widget === 'slug');
  const slugName = slugField?.name as string | undefined;
  const slugSource = slugField?.source as string | undefined;
  const formContext = useMemo<FormContext>(
    () => ({
      onSlugEdited: () => (slugEdited.current = true),
      setJsonInvalid: (name, invalid) => (invalid ? invalidJson.current.add(name) : invalidJson.current.delete(name)),
      reference: translation && { language: DEFAULT_LANGUAGE, values: referenceValues(translation) },
    }),
    [translation],
  );
  return {
    formContext,
    slugName,
    /** Whether a JSON field holds text that does not parse. */
    hasInvalidJson: () => invalidJson.current.size > 0,
    /** The changed values with the slug generated from its source, while it still follows it. */
    withSlug(next: Values): Values {
      if (creating && slugName && slugSource && !slugEdited.current) {
        const source = next[slugSource];
        next[slugName] = typeof source === 'string' && source.trim() ? slugify(source) : undefined;
      }
      return next;
    },
  };
}

export type FieldContext = ReturnType<typeof useFieldContext>;
