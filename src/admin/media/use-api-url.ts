/** The project's API host (where /storage/v1/... paths are served), from the runtime config. */
import { useEffect, useState } from 'react';
import { loadRuntimeConfig } from '../../lib/runtime-config.ts';

export function useApiUrl(): string {
  const [url, setUrl] = useState(window.location.origin);
  useEffect(() => {
    loadRuntimeConfig().then((c) => setUrl(c.supabaseUrl), () => undefined);
  }, []);
  return url;
}
