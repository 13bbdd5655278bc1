-- The site search's text helpers (public.search_site is generated from schema/: the fields a
-- resource marks `search`, scripts/db/search-sql.ts). One folding for documents and queries,
-- so that İNSTAGRAM, INSTAGRAM and instagram are one word and Işık, ışık and isik another:
-- every i-form becomes i first (lower() outside a Turkish collation maps İ and I wrongly),
-- then accents go (unaccent) and ASCII case. The Turkish stemmer still finds the stems of the
-- folded words ('algoritmalari' → 'algoritma'); every query word is also a prefix, so an
-- inflected form finds the other forms of its stem. Immutable, for the expression indexes.
--
-- Declared state (supabase/schemas, applied in file-name order): edit here, then
-- `npm run db:migration -- <name>` writes the migration.

set check_function_bodies = off;

create extension if not exists unaccent with schema extensions;
create extension if not exists pg_trgm with schema extensions;

create or replace function private.search_fold(value text)
returns text
language sql
immutable parallel safe
set search_path = ''
as $fn$
  select lower(extensions.unaccent('extensions.unaccent'::regdictionary, translate(coalesce(value, ''), 'İIı', 'iii')))
$fn$;

-- Rich text's words without its tags.
create or replace function private.search_plain(value text)
returns text
language sql
immutable parallel safe
set search_path = ''
as $fn$
  select regexp_replace(regexp_replace(coalesce(value, ''), '<[^>]*>', ' ', 'g'), '&(nbsp|amp|quot|#39);', ' ', 'g')
$fn$;

-- The strings of a JSON value (a page's blocks: headings, texts, FAQ answers), not addresses.
create or replace function private.search_json_text(value jsonb)
returns text
language sql
immutable parallel safe
set search_path = ''
as $fn$
  select coalesce(string_agg(v #>> '{}', ' '), '')
    from jsonb_path_query(coalesce(value, 'null'::jsonb), 'strict $.**') as v
   where jsonb_typeof(v) = 'string' and (v #>> '{}') !~ '^(https?:|/|#)'
$fn$;

-- One field's words, weighted (A title, B summary, C body), stemmed in the row's language's
-- text search configuration (private.search_config: turkish, english).
create or replace function private.search_document(value text, weight "char", config regconfig)
returns tsvector
language sql
immutable parallel safe
set search_path = ''
as $fn$
  select setweight(to_tsvector(config, private.search_fold(private.search_plain(value))), weight)
$fn$;

-- A visitor's words as a query: folded, letters and digits only (nothing else reaches
-- to_tsquery's syntax), at most 8 words, all required, each a prefix.
create or replace function private.search_query(q text, config regconfig)
returns tsquery
language sql
immutable parallel safe
set search_path = ''
as $fn$
  select to_tsquery(config, string_agg(w.word || ':*', ' & '))
    from (select word
            from regexp_split_to_table(private.search_fold(left(coalesce(q, ''), 200)), '[^a-z0-9]+') as word
           where word <> ''
           limit 8) as w
$fn$;

-- The same words with their Turkish letters (İ → i, I → ı), for marking them in the original
-- text, which ts_headline reads unfolded; with search_query's words for the folded spellings.
-- Another language's words are marked as search_query reads them.
create or replace function private.search_headline_query(q text, config regconfig)
returns tsquery
language sql
immutable parallel safe
set search_path = ''
as $fn$
  select case when config <> 'turkish'::regconfig then private.search_query(q, config)
         else coalesce(to_tsquery('turkish'::regconfig, string_agg(w.word || ':*', ' | ')) || private.search_query(q, config), private.search_query(q, config)) end
    from (select word
            from regexp_split_to_table(lower(translate(left(coalesce(q, ''), 200), 'İIÇĞÖŞÜÂÎÛ', 'iıçğöşüâîû')), '[^a-z0-9çğıöşüâîû]+') as word
           where word <> ''
           limit 8) as w
$fn$;

-- A result's excerpt: a fragment of its text around the matched words, each in <mark>
-- (the page escapes everything else).
create or replace function private.search_headline(value text, query tsquery, config regconfig)
returns text
language sql
stable parallel safe
set search_path = ''
as $fn$
  select ts_headline(config, left(private.search_plain(value), 5000), query,
                     'StartSel=<mark>, StopSel=</mark>, MaxWords=28, MinWords=12, MaxFragments=1, FragmentDelimiter=" … "')
$fn$;

revoke all on function private.search_fold(text) from public;
revoke all on function private.search_plain(text) from public;
revoke all on function private.search_json_text(jsonb) from public;
revoke all on function private.search_document(text, "char", regconfig) from public;
revoke all on function private.search_query(text, regconfig) from public;
revoke all on function private.search_headline_query(text, regconfig) from public;
revoke all on function private.search_headline(text, tsquery, regconfig) from public;
grant execute on function private.search_fold(text) to anon, authenticated, service_role;
grant execute on function private.search_plain(text) to anon, authenticated, service_role;
grant execute on function private.search_json_text(jsonb) to anon, authenticated, service_role;
grant execute on function private.search_document(text, "char", regconfig) to anon, authenticated, service_role;
grant execute on function private.search_query(text, regconfig) to anon, authenticated, service_role;
grant execute on function private.search_headline_query(text, regconfig) to anon, authenticated, service_role;
grant execute on function private.search_headline(text, tsquery, regconfig) to anon, authenticated, service_role;

-- The searchable rows' words, one document per row and language of each table whose fields
-- schema/ marks `search` (Turkish from the row, another language from its published or
-- unpublished `<table>_translations` row), and one per entry of a block type that declares
-- its entries searchable (an FAQ question: `entry` is 'faq#<anchor>', with the entry's own
-- title and text, since it has no row of its own). Kept by the tables' generated triggers
-- (private.keep_search_document, private.keep_search_translation) and rebuilt by
-- private.search_reindex(). Stored, not computed in an index expression: a prefix or weight
-- match rechecks the document and the ranking reads it, and computing a stemmed vector per
-- candidate row is what made a common word slow. The API roles read it only through
-- private.search_matches/search_similar (ids, ranks, an entry's text); public.search_site
-- then joins the public tables (or their translations) as its caller, so RLS decides what is
-- returned.
create table if not exists private.search_documents (
  source text not null,
  row_id uuid not null,
  locale text not null default 'tr',
  entry text not null default '',
  document tsvector not null,
  -- The title and summary fields' words alone (weights A and B): ranked for every match,
  -- small, so a common word over thousands of rows stays cheap; body-only matches follow.
  head tsvector not null,
  title_folded text not null,
  entry_title text,
  entry_text text
);
alter table private.search_documents add column if not exists locale text not null default 'tr';
alter table private.search_documents add column if not exists entry text not null default '';
alter table private.search_documents add column if not exists entry_title text;
alter table private.search_documents add column if not exists entry_text text;
alter table private.search_documents drop constraint if exists search_documents_pkey;
alter table private.search_documents add constraint search_documents_pkey primary key (source, row_id, locale, entry);
alter table private.search_documents enable row level security;
revoke all on table private.search_documents from public, anon, authenticated;
drop policy if exists "search_documents_no_api_access" on private.search_documents;
create policy "search_documents_no_api_access" on private.search_documents as permissive for all to anon, authenticated
  using (false)
  with check (false);
create index if not exists search_documents_document_idx on private.search_documents using gin (document);
create index if not exists search_documents_head_idx on private.search_documents using gin (head);
-- The title's words alone (weight A of head): when a common word matches more heads than
-- search_matches ranks, the title matches are its candidates too.
create index if not exists search_documents_title_idx on private.search_documents using gin (ts_filter(head, '{a}'));
create index if not exists search_documents_title_trgm_idx on private.search_documents using gin (title_folded extensions.gin_trgm_ops);

-- The best-ranked documents of one language that match word for word (any visibility: the
-- caller's RLS filters them after): those whose title or summary match, ranked; then, while
-- fewer than `lim`, those that match in their body only, unranked (one below every head match).
-- Ranking is bounded: at most 1,000 head matches are read (in storage order) and, when there
-- are more (a common word), at most 1,000 title matches beside them, the likeliest best
-- ranked (weight A); below 1,000 matches, as on the seeded site, every match is ranked.
-- Ranking every match of a word in nearly every row cost ~25 ms per 10,000 (docs/benchmarks.md).
-- The language filters the words' index matches (`is true`: never a scan of its own on the
-- primary key, which PostgreSQL 18 could skip-scan by locale, reading a whole language).
create or replace function private.search_matches(query tsquery, lang text, lim integer)
returns table (source text, row_id uuid, entry text, entry_title text, entry_text text, rank real)
language sql
stable security definer
set search_path = ''
as $fn$
  with head as materialized (
    select d.source, d.row_id, d.entry, d.entry_title, d.entry_text, d.head
      from private.search_documents d
     where d.head @@ query and (d.locale = lang) is true
     limit 1000
  ), title as materialized (
    select d.source, d.row_id, d.entry, d.entry_title, d.entry_text, d.head
      from private.search_documents d
     where ts_filter(d.head, '{a}') @@ query and (d.locale = lang) is true and (select count(*) from head) >= 1000
     limit 1000
  ), ranked as (
    select h.source, h.row_id, h.entry, h.entry_title, h.entry_text, 1 + ts_rank(h.head, query) as rank from head h
    union
    select t.source, t.row_id, t.entry, t.entry_title, t.entry_text, 1 + ts_rank(t.head, query) from title t
  )
  (select * from ranked order by 6 desc, 1, 2, 3 limit lim)
  union all
  (select d.source, d.row_id, d.entry, d.entry_title, d.entry_text, ts_rank(d.head, query) as rank
     from private.search_documents d
    where d.document @@ query and (d.locale = lang) is true and not d.head @@ query and (select count(*) from head) < lim
    limit lim)
$fn$;

-- Documents of one language whose folded title is like the folded query (a typo), best first.
-- Bounded like search_matches: at most 500 titles above the threshold are ranked (every one
-- on the seeded site); each costs a similarity, ~30 µs, and the words of a 10,000-post blog
-- put ~1,700 titles above it.
create or replace function private.search_similar(folded text, lang text, lim integer)
returns table (source text, row_id uuid, entry text, entry_title text, entry_text text, rank real)
language sql
stable security definer
set search_path = ''
set pg_trgm.word_similarity_threshold = '0.4'
as $fn$
  select c.source, c.row_id, c.entry, c.entry_title, c.entry_text, extensions.word_similarity(folded, c.title_folded)
    from (select d.source, d.row_id, d.entry, d.entry_title, d.entry_text, d.title_folded
            from private.search_documents d
           where folded operator(extensions.<%) d.title_folded and (d.locale = lang) is true
           limit 500) as c
   order by 6 desc, 1, 2, 3
   limit lim
$fn$;

revoke all on function private.search_matches(tsquery, text, integer) from public;
revoke all on function private.search_similar(text, text, integer) from public;
grant execute on function private.search_matches(tsquery, text, integer) to anon, authenticated, service_role;
grant execute on function private.search_similar(text, text, integer) to anon, authenticated, service_role;

-- A row's document from its fields, each given as 'column:weight' (what schema/ marks
-- `search`, scripts/db/search-sql.ts): a text field's words, a JSON field's strings. The
-- entries' declarations ('@…') are not fields.
create or replace function private.search_row_document(row_data jsonb, fields text[], head_only boolean, config regconfig)
returns tsvector
language plpgsql
immutable parallel safe
set search_path = ''
as $fn$
declare
  field text;
  value jsonb;
  doc tsvector := ''::tsvector;
begin
  foreach field in array fields loop
    continue when left(field, 1) = '@';
    continue when head_only and split_part(field, ':', 2) not in ('A', 'B');
    value := row_data -> split_part(field, ':', 1);
    continue when value is null or jsonb_typeof(value) = 'null';
    doc := doc || private.search_document(
      case when jsonb_typeof(value) = 'string' then value #>> '{}' else private.search_json_text(value) end,
      split_part(field, ':', 2)::"char", config);
  end loop;
  return doc;
end
$fn$;

-- The searchable entries of a row's blocks, from the declarations '@column:type:items:title:text'
-- (a block type's `search.entries` in schema/blocks, scripts/db/search-sql.ts): each visible
-- block of that type gives one entry per item with a title, anchored '<block id>-q<n>' as the
-- site draws it (src/public/blocks/Faq.tsx).
create or replace function private.search_row_entries(row_data jsonb, fields text[])
returns table (entry text, title text, body text)
language sql
immutable parallel safe
set search_path = ''
as $fn$
  select split_part(f, ':', 2) || '#' || (b.block ->> 'id') || '-q' || i.n, i.item ->> split_part(f, ':', 4), coalesce(i.item ->> split_part(f, ':', 5), '')
    from unnest(fields) as f
    cross join lateral jsonb_array_elements(case when jsonb_typeof(row_data -> substr(split_part(f, ':', 1), 2)) = 'array' then row_data -> substr(split_part(f, ':', 1), 2) else '[]'::jsonb end) as b(block)
    cross join lateral jsonb_array_elements(case when jsonb_typeof(b.block #> array['data', split_part(f, ':', 3)]) = 'array' then b.block #> array['data', split_part(f, ':', 3)] else '[]'::jsonb end) with ordinality as i(item, n)
   where left(f, 1) = '@'
     and b.block ->> 'type' = split_part(f, ':', 2)
     and coalesce(b.block ->> 'hidden', 'false') <> 'true'
     and coalesce(b.block ->> 'id', '') <> ''
     and coalesce(i.item ->> split_part(f, ':', 4), '') <> ''
$fn$;

-- One row's documents in one language: the row's, then its entries' (replaced, as entries
-- come and go with the row's blocks).
create or replace function private.search_store(source text, row_id uuid, lang text, row_data jsonb, title_column text, fields text[])
returns void
language plpgsql
security definer
set search_path = ''
as $fn$
declare
  config regconfig := private.search_config(lang);
begin
  insert into private.search_documents (source, row_id, locale, entry, document, head, title_folded)
  values (source, row_id, lang, '', private.search_row_document(row_data, fields, false, config), private.search_row_document(row_data, fields, true, config),
          private.search_fold(row_data ->> title_column))
  on conflict on constraint search_documents_pkey do update set document = excluded.document, head = excluded.head, title_folded = excluded.title_folded;
  delete from private.search_documents d where d.source = search_store.source and d.row_id = search_store.row_id and d.locale = lang and d.entry <> '';
  insert into private.search_documents (source, row_id, locale, entry, document, head, title_folded, entry_title, entry_text)
  select source, row_id, lang, e.entry,
         private.search_document(e.title, 'A', config) || private.search_document(e.body, 'B', config),
         private.search_document(e.title, 'A', config) || private.search_document(e.body, 'B', config),
         private.search_fold(e.title), e.title, e.body
    from private.search_row_entries(row_data, fields) as e
  on conflict on constraint search_documents_pkey do nothing;
end
$fn$;

-- The trigger of each searchable table (declared by schema/): its arguments are the default
-- language, the title column, then the fields as 'column:weight' and the entries'
-- declarations. Security definer: editors write the public table, not the documents.
create or replace function private.keep_search_document()
returns trigger
language plpgsql
security definer
set search_path = ''
as $fn$
begin
  if tg_op = 'DELETE' then
    delete from private.search_documents where source = tg_table_name and row_id = old.id;
    return null;
  end if;
  perform private.search_store(tg_table_name, new.id, tg_argv[0], to_jsonb(new), tg_argv[1], tg_argv[2:]);
  return null;
end
$fn$;

-- The trigger of each searchable table's translations: the base table, the title column,
-- then its localized fields as above. The document is the base row's in the translation's
-- language (search_site joins the translation, whose RLS hides an unpublished one).
create or replace function private.keep_search_translation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $fn$
begin
  if tg_op in ('DELETE', 'UPDATE') then
    delete from private.search_documents where source = tg_argv[0] and row_id = old.item_id and locale = old.locale;
  end if;
  if tg_op = 'DELETE' or private.search_config(new.locale) is null then
    return null;
  end if;
  perform private.search_store(tg_argv[0], new.item_id, new.locale, to_jsonb(new), tg_argv[1], tg_argv[2:]);
  return null;
end
$fn$;

revoke all on function private.search_row_document(jsonb, text[], boolean, regconfig) from public;
revoke all on function private.search_row_entries(jsonb, text[]) from public;
revoke all on function private.search_store(text, uuid, text, jsonb, text, text[]) from public;
revoke all on function private.keep_search_document() from public;
revoke all on function private.keep_search_translation() from public;
grant execute on function private.search_row_document(jsonb, text[], boolean, regconfig) to service_role;
grant execute on function private.search_row_entries(jsonb, text[]) to service_role;
