/**
 * The admin's one TanStack Query client. Reads retry (a dropped connection or a restarting
 * server is worth two more tries), but not when the database gave an answer (a PostgREST or
 * PostgreSQL code: asking again would get the same one). Writes never retry: a write that may
 * have reached the database is not sent twice. Nothing refetches on its own when the window
 * regains focus, except what asks for it (the dashboard): an open form must never see its row
 * replaced behind its back. A read that finally failed is logged (console) in one place.
 */
import { QueryCache, QueryClient } from '@tanstack/react-query';
import type { DataError } from './resource-data.ts';

declare module '@tanstack/react-query' {
  interface Register {
    /** Reads through the data module fail with its DataError; a few loaders still throw an Error. */
    defaultError: DataError | Error;
  }
}

const READ_TRIES = 3;

/** An error the database or PostgREST answered with (a code), rather than a failed request. */
export function isDefiniteAnswer(error: unknown): boolean {
  const code = (error as Partial<DataError> | null)?.code;
  return typeof code === 'string' && code !== '' && code !== 'unknown';
}

export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  return failureCount < READ_TRIES - 1 && !isDefiniteAnswer(error);
}

export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    // A read that failed for good is logged once here, not by every screen.
    queryCache: new QueryCache({ onError: (error, query) => console.error('admin read', query.queryKey, error) }),
    defaultOptions: {
      queries: {
        retry: shouldRetryRead,
        retryDelay: (attempt) => Math.min(500 * 2 ** attempt, 4000),
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: false },
    },
  });
}
