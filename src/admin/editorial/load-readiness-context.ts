/**
 * What the readiness rules need from the database, read once: every library file's alt text
 * and, for each resource with a public address, its slugs and publication flags.
 */
import { RESOURCES } from '../../../generated/admin/resources.ts';
import type { AdminClient } from '../../lib/admin-client.ts';
import { anyTable, type AnyRow } from '../data/any-table.ts';
import { mediaData } from '../data/media-data.ts';
import type { ReadinessContext } from './readiness.ts';
import { linkResolver, storageKey, type LinkableRows } from './readiness-links.ts';

const LINKABLE = RESOURCES.flatMap((r) => ('link' in r ? [{ table: r.table, ...r.link }] : []));

export async function loadReadinessContext(db: AdminClient): Promise<ReadinessContext> {
  const [media, ...linkables] = await Promise.all([
    mediaData(db).altTexts(),
    ...LINKABLE.map(async (link): Promise<LinkableRows> => {
      const { data, error } = await anyTable(db, link.table).select<string, AnyRow>(`${link.slug}, ${link.published}`);
      if (error) throw new Error(error.message);
      const rows = (data ?? []).map((r) => ({ slug: String(r[link.slug] ?? ''), published: r[link.published] === true }));
      return { template: link.path, rows };
    }),
  ]);
  if (media.error) throw new Error(media.error.message);
  const alts = new Map(media.data.map((m) => [storageKey(m.file_url), m.alt_text]));
  return { altOf: (url) => alts.get(storageKey(url)), linkStatus: linkResolver(linkables) };
}
