/**
 * A small data-loading hook for pages: runs `load` when `deps` change, ignores results that
 * arrive after the component moved on, and exposes loading / data / error.
 */
import { useEffect, useState, type DependencyList } from 'react';

export interface AsyncState<T> {
  loading: boolean;
  data: T | undefined;
  error: Error | undefined;
}

export function useAsync<T>(load: () => Promise<T>, deps: DependencyList): AsyncState<T> {
  const [state, setState] = useState<AsyncState<T>>({ loading: true, data: undefined, error: undefined });
  useEffect(() => {
    let current = true;
    setState((s) => ({ loading: true, data: s.data, error: undefined }));
    load().then(
      (data) => current && setState({ loading: false, data, error: undefined }),
      (error: unknown) => {
        if (!current) return;
        console.error(error);
        setState({ loading: false, data: undefined, error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => {
      current = false;
    };
  }, deps);
  return state;
}
