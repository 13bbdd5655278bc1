/**
 * An admin address the specification names for a fixed page's editor (/admin/about): the page
 * is a CMS page of its own slug (src/lib/fixed-pages.ts ROUTE_PAGES), so the address opens that
 * page's editor in the pages screen. A page that is not there (deleted) or a failed read says so.
 */
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import type { RoutePageSlug } from '../../lib/fixed-pages.ts';
import { useAdminClient } from '../auth/AuthProvider.tsx';
import { routePageId } from '../data/route-page-data.ts';
import { Alert } from '../ui/Alert.tsx';
import { ButtonLink } from '../ui/Button.tsx';
import { Spinner } from '../ui/Spinner.tsx';

type Found = { to: string } | { missing: true } | { failed: true };

export function RoutePageRedirect({ slug, title }: { slug: RoutePageSlug; title: string }) {
  const client = useAdminClient();
  const [found, setFound] = useState<Found>();
  useEffect(() => {
    let live = true;
    routePageId(client, slug).then(
      (id) => live && setFound(id ? { to: `/admin/pages/${id}` } : { missing: true }),
      (error: unknown) => {
        console.error(error);
        if (live) setFound({ failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, [client, slug]);

  if (!found) return <Spinner />;
  if ('to' in found) return <Navigate to={found.to} replace />;
  return (
    <Alert
      tone={'failed' in found ? 'danger' : 'warning'}
      title={'failed' in found ? `${title} sayfası yüklenemedi` : `${title} sayfası bulunamadı`}
      action={<ButtonLink to="/admin/pages">Sayfa Yönetimi</ButtonLink>}
    >
      {'failed' in found ? 'Bağlantınızı kontrol edip sayfayı yenileyin.' : `Bağlantı adresi “${slug}” olan bir sayfa yok; Sayfa Yönetimi'nden oluşturabilirsiniz.`}
    </Alert>
  );
}
