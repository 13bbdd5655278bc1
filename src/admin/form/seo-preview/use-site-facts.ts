/** The site's name, address and defaults the previews need (SEO settings first, as the public pages). */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { loadRuntimeConfig } from '../../../lib/runtime-config.ts';
import { useAdminClient } from '../../auth/AuthProvider.tsx';
import { dataKeys } from '../../data/query-keys.ts';
import { loadSiteFacts } from '../../data/site-facts-data.ts';
import type { SiteFacts } from './seo-preview-values.ts';

const FALLBACK_SITE_NAME = 'Dijital Ajans';

export function useSiteFacts(): SiteFacts {
  const db = useAdminClient();
  const [origin, setOrigin] = useState(() => window.location.origin);
  useEffect(() => {
    let live = true;
    void loadRuntimeConfig().then((c) => live && c.siteUrl && setOrigin(c.siteUrl.replace(/\/$/, '')));
    return () => {
      live = false;
    };
  }, []);
  const settings = useQuery({
    queryKey: dataKeys.overview('seo-preview-site'),
    queryFn: () => loadSiteFacts(db),
    staleTime: 60_000,
  });
  const { seo, site } = settings.data ?? {};
  return {
    siteName: seo?.site_name || site?.site_name || FALLBACK_SITE_NAME,
    origin,
    defaultDescription: seo?.default_meta_description || site?.site_description || '',
    ...(seo?.default_og_image ? { defaultImage: seo.default_og_image } : {}),
  };
}
