/**
 * The language an editor works in, in its address (`?dil=en`), so a reload, a shared link or
 * the back button keeps it: the default language (Turkish) when absent or unknown.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../../schema/languages.ts';

export const LANGUAGE_PARAM = 'dil';

export function editorLanguage(value: string | null): string {
  return LANGUAGES.some((l) => l.code === value) ? value! : DEFAULT_LANGUAGE;
}

export function useEditorLanguage(): [string, (code: string) => void] {
  const [params, setParams] = useSearchParams();
  const language = editorLanguage(params.get(LANGUAGE_PARAM));
  const setLanguage = useCallback(
    (code: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (code === DEFAULT_LANGUAGE) next.delete(LANGUAGE_PARAM);
          else next.set(LANGUAGE_PARAM, code);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return [language, setLanguage];
}
