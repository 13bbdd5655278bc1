/** Object bytes from a running server's Storage API with the service key (any storage backend). */
import type { ReadObject } from './storage-objects.ts';

export function serverObjectReader(serverUrl: string, serviceRoleKey: string): ReadObject {
  return async (bucket, name) => {
    const url = `${serverUrl.replace(/\/$/, '')}/storage/v1/object/authenticated/${encodeURIComponent(bucket)}/${name.split('/').map(encodeURIComponent).join('/')}`;
    const res = await fetch(url, { headers: { Authorization: `Bearer ${serviceRoleKey}`, apikey: serviceRoleKey } });
    if (!res.ok) throw new Error(`Reading ${bucket}/${name}: HTTP ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  };
}
