/**
 * Where the Supabase API is. A build for a hosted project carries VITE_SUPABASE_URL and
 * VITE_SUPABASE_ANON_KEY; otherwise the server that serves the site answers
 * /runtime-config.json, so one build works on any host and port. Without SITE_URL the
 * embedded server says '' (the API is wherever the page was opened: 127.0.0.1, localhost or a
 * LAN address alike, always allowed by the CSP's 'self'); here that becomes the page's origin.
 */
export interface RuntimeConfig {
  /** Absolute: the server's '' is replaced by the page's origin. */
  supabaseUrl: string;
  supabaseAnonKey: string;
  /** The site's public address (the embedded server's SITE_URL); absent in a hosted build. */
  siteUrl?: string;
}

let pending: Promise<RuntimeConfig> | undefined;

function sameOriginFilledIn(config: RuntimeConfig): RuntimeConfig {
  return config.supabaseUrl ? config : { ...config, supabaseUrl: window.location.origin };
}

export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= (async () => {
    const url = import.meta.env.VITE_SUPABASE_URL as string | undefined;
    const key = import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined;
    if (url && key) return { supabaseUrl: url, supabaseAnonKey: key };
    // The embedded server writes the config into the page, saving a request before any data.
    const inline = typeof document !== 'undefined' ? document.getElementById('runtime-config')?.textContent : undefined;
    if (inline) {
      try {
        return sameOriginFilledIn(JSON.parse(inline) as RuntimeConfig);
      } catch {
        // Fall through to the request.
      }
    }
    const res = await fetch('/runtime-config.json', { headers: { Accept: 'application/json' } });
    if (!res.ok) throw new Error(`runtime-config.json: HTTP ${res.status}`);
    return sameOriginFilledIn((await res.json()) as RuntimeConfig);
  })();
  return pending;
}
