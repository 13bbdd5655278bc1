/**
 * The settings screen's connectivity test (spec part 2 §4/§7): a head-only count of
 * site_settings with limit 1. 'checking' until it answers, then connected or disconnected.
 */
import { useCallback, useEffect, useState } from 'react';
import { useAdminClient } from '../auth/AuthProvider.tsx';

export type ConnectionState = 'checking' | 'connected' | 'disconnected';

export function useConnection(): { state: ConnectionState; retry(): void } {
  const db = useAdminClient();
  const [state, setState] = useState<ConnectionState>('checking');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState('checking');
    db.from('site_settings')
      .select('id', { count: 'exact', head: true })
      .limit(1)
      .then(
        ({ error }) => current && setState(error ? 'disconnected' : 'connected'),
        () => current && setState('disconnected'),
      );
    return () => {
      current = false;
    };
  }, [db, attempt]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  return { state, retry };
}
