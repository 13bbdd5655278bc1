/**
 * `useSearchParams` whose functional updates chain. React Router hands every functional update
 * the params of the last render, so two changes made before the next render (the search box
 * cleared, then a filter picked at once) kept only the second, built on the stale search.
 */
import { useCallback, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router-dom';

type Change = (current: URLSearchParams) => URLSearchParams;

export function useChainedSearchParams(): [URLSearchParams, (change: Change, options?: NavigateOptions) => void] {
  const [params, setParams] = useSearchParams();
  // What was asked last and not rendered yet; dropped once a render shows it.
  const pending = useRef<string | null>(null);
  if (pending.current === params.toString()) pending.current = null;
  const latest = useRef(params);
  latest.current = params;
  const update = useCallback(
    (change: Change, options?: NavigateOptions) => {
      const next = change(new URLSearchParams(pending.current ?? latest.current));
      pending.current = next.toString();
      setParams(next, options);
    },
    [setParams],
  );
  return [params, update];
}
