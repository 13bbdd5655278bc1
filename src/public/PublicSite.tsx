/**
 * The public site. For now the home page shows the site name and description from
 * site_settings; the full set of routes arrives with the 'Public site' issue.
 */
import { useEffect, useState } from 'react';
import { publicClient } from '../lib/public-client.ts';

interface SiteIdentity {
  site_name: string;
  site_description: string | null;
}

export default function PublicSite() {
  const [site, setSite] = useState<SiteIdentity | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let alive = true;
    publicClient()
      .then((db) => db.from('site_settings').select('site_name, site_description').limit(1).maybeSingle())
      .then(({ data, error }) => {
        if (!alive) return;
        if (error) console.error('site_settings', error);
        if (data) setSite(data as SiteIdentity);
        else setFailed(true);
      })
      .catch((e: unknown) => {
        console.error(e);
        if (alive) setFailed(true);
      });
    return () => {
      alive = false;
    };
  }, []);
  const name = site?.site_name ?? 'Dijital Ajans';
  return (
    <main style={{ fontFamily: 'Inter, system-ui, sans-serif', maxWidth: 960, margin: '0 auto', padding: '4rem 1.5rem' }}>
      <h1 data-testid="site-name">{name}</h1>
      {site?.site_description && <p>{site.site_description}</p>}
      {failed && !site && <p>Site ayarları yüklenemedi.</p>}
      {title(name)}
    </main>
  );
}

function title(name: string) {
  return <title>{name}</title>;
}
