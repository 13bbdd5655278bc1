-- Preview links per language, and the client's approval through a link that asks for it
-- (schema/preview-links.ts, schema/preview-approvals.ts). A visitor has only the token: every
-- function here looks the link up by the token's SHA-256, under the same conditions as
-- public.preview_row (not revoked, not expired), and takes every text as a parameter.
--
-- Declared state (supabase/schemas, applied in file-name order): edit here, then
-- `npm run db:migration -- <name>` writes the migration.

set check_function_bodies = off;

-- The link a token opens right now (null: none, revoked or expired).
CREATE OR REPLACE FUNCTION private.valid_preview_link(token text)
 RETURNS public.preview_links
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select l.*
  from public.preview_links l
  where token is not null and length(token) between 32 and 128
    and l.token_hash = encode(sha256(convert_to(token, 'UTF8')), 'hex')
    and l.revoked_at is null
    and l.expires_at > now();
$function$;
revoke all on function private.valid_preview_link(token text) from public;

-- public.preview_page: the row a preview link shows at a page in `language`, or null. A link
-- opens only at its own language's address; in another language than the default the
-- item's translation in it is laid over the row (public.preview_row: the row and its draft),
-- its translated fields that are written; without a translation there is no such page.
CREATE OR REPLACE FUNCTION public.preview_page(token text, target text, language text)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  link public.preview_links := private.valid_preview_link(token);
  found_row jsonb;
  translation jsonb;
  translations regclass;
begin
  if link.id is null or link.table_name is distinct from target or link.locale is distinct from language then
    return null;
  end if;
  found_row := public.preview_row(token, target);
  if found_row is null or link.locale = 'tr' then
    return found_row;
  end if;
  translations := to_regclass(format('public.%I', link.table_name || '_translations'));
  if translations is null then
    return null;
  end if;
  -- The table name comes from the stored link (a CHECK limits it to the previewable tables).
  execute format('select to_jsonb(t) from %s t where t.item_id = $1 and t.locale = $2', translations)
    into translation using link.row_id, link.locale;
  if translation is null then
    return null;
  end if;
  -- Only the row's own columns, and not the translation's identity or its publication.
  return found_row || coalesce((
    select jsonb_object_agg(k, v) from jsonb_each(translation) as e(k, v)
    where found_row ? k and v <> 'null'::jsonb and k not in ('id', 'created_at', 'updated_at', 'published', 'publish_at')
  ), '{}'::jsonb);
end;
$function$;
revoke all on function public.preview_page(token text, target text, language text) from public;
grant execute on function public.preview_page(token text, target text, language text) to anon, authenticated, service_role;

-- Whether the link of a token asks its visitor for approval (the preview bar's buttons).
CREATE OR REPLACE FUNCTION public.preview_asks_approval(token text)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce((private.valid_preview_link(token)).asks_approval, false);
$function$;
revoke all on function public.preview_asks_approval(token text) from public;
grant execute on function public.preview_asks_approval(token text) to anon, authenticated, service_role;

-- "Onaylıyorum" / "Gönder" in the preview bar: the visitor's answer, recorded with the link's
-- name, its item and language, and written to the audit log (a visitor's write the audit
-- trigger would skip). Refused with PT403 `preview_link_invalid` for a token that opens no link
-- now (wrong, expired, revoked) or whose link asks nothing; rate limited like the public forms
-- (per sender and per link: P0001 `rate_limited`; a refused or failed answer counts nothing,
-- its transaction rolled back); the comment's length is the table's CHECK
-- (23514).
CREATE OR REPLACE FUNCTION public.respond_to_preview(token text, approved boolean, comment text DEFAULT NULL::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  link public.preview_links := private.valid_preview_link(token);
  said text := nullif(btrim(comment), '');
  answer public.preview_approvals;
begin
  if link.id is null or not link.asks_approval then
    raise exception 'Bu önizleme bağlantısı geçerli değil ya da süresi dolmuş.'
      using errcode = 'PT403', hint = 'preview_link_invalid';
  end if;
  if approved is null then
    raise exception 'approved must be true or false' using errcode = '22004';
  end if;
  -- The public forms' limits, in the shared counters (07_rate_limits.sql): 5 answers in 10
  -- minutes from one sender (its address hashed, as the forms keep it), 20 a day per link.
  if private.rate_limit_take('preview_approval:sender:' || encode(sha256(convert_to(private.form_sender_key(private.request_client_address()), 'UTF8')), 'hex'), 5, 600000) > 0
     or private.rate_limit_take('preview_approval:link:' || link.id, 20, 86400000) > 0 then
    raise exception 'Çok fazla yanıt gönderildi. Lütfen daha sonra tekrar deneyin.'
      using errcode = 'P0001', hint = 'rate_limited';
  end if;
  insert into public.preview_approvals (link_id, table_name, row_id, link_name, locale, approved, comment)
  values (link.id, link.table_name, link.row_id, link.name, link.locale, approved, said)
  returning * into answer;
  perform private.audit_write(
    case when approved then 'preview_approve' else 'preview_comment' end,
    'preview_approvals', answer.id::text,
    array_remove(array['approved', 'link_name', case when said is not null then 'comment' end], null),
    jsonb_strip_nulls(jsonb_build_object(
      'approved', jsonb_build_object('new', approved),
      'link_name', jsonb_build_object('new', link.name),
      'item', jsonb_build_object('new', link.table_name || '/' || link.row_id),
      'comment', case when said is not null then jsonb_build_object('new', private.audit_value('comment', to_jsonb(said), '{}')) end)));
  return jsonb_build_object('id', answer.id, 'created_at', answer.created_at, 'approved', answer.approved);
end;
$function$;
revoke all on function public.respond_to_preview(token text, approved boolean, comment text) from public;
grant execute on function public.respond_to_preview(token text, approved boolean, comment text) to anon, authenticated, service_role;
