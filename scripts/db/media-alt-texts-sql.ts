/**
 * `public.media_alt_texts(urls)`, generated from schema/: the media library's alt texts of
 * the image addresses a public page renders, for files that content the caller may read uses.
 * Security invoker over the resources visitors read (their access presets), so RLS limits anon
 * to published rows: the text of an unpublished upload is never handed out, whatever address
 * is asked for. The library itself is staff-only; `private.media_alt_texts_of` (a hand-written
 * migration, security definer) reads just the alt texts. Adding an image field to a published
 * resource updates the function with no hand-written SQL (generated-functions.ts).
 */
import { ident, literal } from '../../server/platform/db/sql-text.ts';
import type { GeneratedFunction } from './generated-functions.ts';
import { STORAGE_KEY_PATTERN, type MediaUsageTarget } from './media-usage-sql.ts';

/** At most this many addresses per call (a page's images). */
const MAX_URLS = 50;

function valueSelect(t: MediaUsageTarget): string {
  const table = `public.${ident(t.table)}`;
  const column = `t.${ident(t.column)}`;
  if (t.kind === 'gallery') return `select g.item from ${table} t cross join lateral unnest(${column}) as g(item) where ${column} is not null`;
  return `select ${column}::text from ${table} t where ${column} is not null`;
}

export function mediaAltTextsFunctionSql(targets: MediaUsageTarget[]): GeneratedFunction {
  const visible = targets.filter((t) => t.visitorsRead);
  const values = visible.length ? visible.map(valueSelect).join('\n    union all\n    ') : 'select null::text where false';
  const signature = 'public.media_alt_texts(text[])';
  return {
    signature,
    about: `alt texts of files used by content the caller reads (${visible.length} columns; scripts/db/media-alt-texts-sql.ts)`,
    sql: [
      `create or replace function public.media_alt_texts(urls text[])
returns table (file_url text, alt_text text)
language sql
stable
set search_path = ''
as $fn$
  with wanted as (
    select distinct u.url, substring(u.url from ${literal(STORAGE_KEY_PATTERN)}) as key
      from unnest(urls[1:${MAX_URLS}]) as u(url)
  ),
  refs (value) as (
    ${values}
  ),
  used as (
    select w.url from wanted w
     where w.key is not null and exists (select 1 from refs r where strpos(r.value, w.key) > 0)
  )
  select a.file_url, a.alt_text
    from private.media_alt_texts_of(array(select u.url from used u)) a
$fn$;`,
      `revoke all on function ${signature} from public;`,
      `grant execute on function ${signature} to anon, authenticated, service_role;`,
    ],
  };
}
