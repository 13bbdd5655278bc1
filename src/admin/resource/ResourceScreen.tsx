/**
 * The generic admin screen: renders any resource from its generated config (generated/admin/
 * <route>.ts): list as table or cards, search and filters, paging for large tables, delete
 * with confirmation, manual ordering, and the config's toasts. Items are edited on a page of
 * their own (/admin/<route>/new, /admin/<route>/<id>), or in a dialog over the list when the
 * config says `form.mode: 'modal'`.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { loadResource, type ResourceRoute } from '../../../generated/admin/resources.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { ResourceListView } from './ResourceListView.tsx';
import type { AnyResource } from './types.ts';

const ResourceEditPage = lazy(() => import('../form/ResourceEditPage.tsx'));

/** `item`: 'new' or an item's id from the address (/admin/<route>/<item>); none for the list. */
export default function ResourceScreen({ route, item }: { route: ResourceRoute; item?: string }) {
  const [resource, setResource] = useState<AnyResource | null>(null);
  useEffect(() => {
    let current = true;
    void loadResource[route]().then((m) => current && setResource((m as { resource: AnyResource }).resource));
    return () => {
      current = false;
    };
  }, [route]);
  if (!resource || resource.route !== route) return <Spinner />;
  if (item !== undefined && resource.form?.mode !== 'modal')
    return (
      <Suspense fallback={<Spinner />}>
        <ResourceEditPage key={item} resource={resource} id={item === 'new' ? null : item} />
      </Suspense>
    );
  return <ResourceListView key={route} resource={resource} createOpen={item === 'new' && resource.creatable !== false} openId={item !== 'new' ? item : undefined} />;
}
