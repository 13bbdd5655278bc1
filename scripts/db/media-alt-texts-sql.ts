/**
 * `public.media_alt_texts(urls, source_table, source_id)`, generated from schema/: the media
 * library's alt texts of the image addresses a public page renders, for files that the row it
 * renders (`source_table`, `source_id`) uses. Security invoker over the resources visitors read
 * (their access presets), so RLS limits anon to published rows: the text of an unpublished
 * upload is never handed out, whatever address is asked for.
 *
 * Why the row is asked for: "used by content the caller may read" was once checked against
 * every readable row (a search through each post's content, 39 ms at 10,000 posts, per page).
 * A page shows the images of the row it renders, so checking that one row (a primary-key
 * lookup per image column) keeps the same rule at a cost that does not grow with the content.
 * The library itself is staff-only; `private.media_alt_texts_of` (supabase/schemas, security
 * definer, by file_url) reads just the alt texts; with a `language` other than the default,
 * `private.media_alt_texts_in` (supabase/schemas/16_translations.sql) reads that language's
 * alt texts (media_library_translations), the default's where there is none. Adding an image field to a published
 * resource updates the function with no hand-written SQL (generated-functions.ts).
 */
import { ident, literal } from '../../server/platform/db/sql-text.ts';
import type { GeneratedFunction } from './generated-functions.ts';
import { DEFAULT_LANGUAGE } from '../../schema/languages.ts';
import { STORAGE_KEY_PATTERN, type MediaUsageTarget } from './media-usage-sql.ts';

/** At most this many addresses per call (a page's images). */
const MAX_URLS = 50;

/** The column's values in the one row asked for (its primary key; nothing for another table). */
function valueSelect(t: MediaUsageTarget): string {
  const table = `public.${ident(t.table)}`;
  const column = `t.${ident(t.column)}`;
  const row = `source_table = ${literal(t.table)} and t.id = source_id and ${column} is not null`;
  if (t.kind === 'gallery') return `select g.item from ${table} t cross join lateral unnest(${column}) as g(item) where ${row}`;
  return `select ${column}::text from ${table} t where ${row}`;
}

export function mediaAltTextsFunctionSql(targets: MediaUsageTarget[]): GeneratedFunction {
  const visible = targets.filter((t) => t.visitorsRead);
  const values = visible.length ? visible.map(valueSelect).join('\n    union all\n    ') : 'select null::text where false';
  const signature = 'public.media_alt_texts(text[], text, uuid, text)';
  const used = 'array(select u.url from used u)';
  return {
    signature,
    about: `alt texts of files used by the row a page renders, if the caller reads it (${visible.length} columns; scripts/db/media-alt-texts-sql.ts)`,
    sql: [
      `create or replace function public.media_alt_texts(urls text[], source_table text, source_id uuid, language text default null)
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
    from private.media_alt_texts_of(${used}) a
   where language is null or language = ${literal(DEFAULT_LANGUAGE)}
  union all
  select a.file_url, a.alt_text
    from private.media_alt_texts_in(${used}, language) a
   where language <> ${literal(DEFAULT_LANGUAGE)}
$fn$;`,
      `revoke all on function ${signature} from public;`,
      `grant execute on function ${signature} to anon, authenticated, service_role;`,
    ],
  };
}
