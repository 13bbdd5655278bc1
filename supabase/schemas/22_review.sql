-- Review: an author's item (a new unpublished row, or the draft of a live one in
-- content_drafts) sent for review, and staff's decision: approve (publish now or at a time) or
-- ask for changes with a note the author sees and gets by e-mail. The state is
-- public.content_reviews (schema/content-reviews.ts), which no API role writes: these
-- functions do, each checking who asks. Authors' media uploads are allowed here too.
--
-- Declared state (supabase/schemas, applied in file-name order): edit here, then
-- `npm run db:migration -- <name>` writes the migration. Generated functions are not here.

set check_function_bodies = off;

-- Authors upload media (the bucket's own policies, 13_media_storage.sql, are staff's; policies
-- of one command add up). They replace or delete no file: that stays with staff.
drop policy if exists "authors upload media" on storage.objects;
create policy "authors upload media" on storage.objects for insert to authenticated
  with check (((bucket_id = 'media'::text) AND ( SELECT private.is_author() AS is_author)));
drop policy if exists "authors read media" on storage.objects;
create policy "authors read media" on storage.objects for select to authenticated
  using (((bucket_id = 'media'::text) AND ( SELECT private.is_author() AS is_author)));

-- An item's title for the e-mail: its title, else its name, else its slug.
CREATE OR REPLACE FUNCTION private.review_item_title(target_table text, target_row uuid)
 RETURNS text
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  found_row jsonb;
begin
  -- The table name comes from a stored review (its CHECK lists the public content tables).
  execute format('select to_jsonb(t) from public.%I t where t.id = $1', target_table) into found_row using target_row;
  return coalesce(found_row ->> 'title', found_row ->> 'name', found_row ->> 'slug', '');
end;
$function$;
revoke all on function private.review_item_title(target_table text, target_row uuid) from public;

-- The review a decision is about, locked, still waiting (PT404 unknown, PT409 decided since),
-- and the caller allowed to decide it: staff (42501), and not its sender when the site says
-- nobody approves their own work (site_settings.review_no_self_approval, 42501 hint self_approval).
CREATE OR REPLACE FUNCTION private.review_to_decide(review_id uuid)
 RETURNS content_reviews
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  review public.content_reviews;
begin
  if not private.is_staff() then
    raise exception using errcode = '42501', hint = 'reviewer_role',
      message = 'İncelemeyi yalnızca yönetici veya editör sonuçlandırabilir';
  end if;
  select * into review from public.content_reviews r where r.id = review_id for update;
  if review.id is null then
    raise exception using errcode = 'PT404', message = 'İnceleme bulunamadı';
  end if;
  if review.status <> 'pending' then
    raise exception using errcode = 'PT409', hint = 'review_not_pending',
      message = 'Bu inceleme başka biri tarafından sonuçlandırıldı';
  end if;
  if review.submitted_by = auth.uid()
     and coalesce((select s.review_no_self_approval from public.site_settings s limit 1), false) then
    raise exception using errcode = '42501', hint = 'self_approval',
      message = 'Kendi incelemeye gönderdiğiniz içeriği onaylayamaz veya geri çeviremezsiniz';
  end if;
  return review;
end;
$function$;
revoke all on function private.review_to_decide(review_id uuid) from public;

-- "İncelemeye gönder": a writer (staff or author) sends an item for review. It must have
-- something to review: a row not yet published, or a draft of a live one (22023 otherwise).
-- Sending again (after changes were asked for) puts it back in the queue, with its time.
CREATE OR REPLACE FUNCTION public.submit_for_review(target_table text, target_row uuid)
 RETURNS content_reviews
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  live boolean;
  review public.content_reviews;
begin
  if not private.is_writer() then
    raise exception using errcode = '42501', message = 'Bu işlem için yetkiniz yok';
  end if;
  if not exists (
    select 1 from pg_catalog.pg_attribute a
     where a.attrelid = to_regclass(format('public.%I', target_table)) and a.attname = 'published' and not a.attisdropped
  ) then
    raise exception using errcode = '22023', message = 'Bu tür içerik incelemeye gönderilemez';
  end if;
  execute format('select t.published from public.%I t where t.id = $1', target_table) into live using target_row;
  if live is null then
    raise exception using errcode = 'PT404', message = 'Kayıt bulunamadı';
  end if;
  if live and not exists (select 1 from public.content_drafts d where d.table_name = target_table and d.row_id = target_row) then
    raise exception using errcode = '22023', hint = 'nothing_to_review',
      message = 'Yayındaki içerikte incelenecek bir değişiklik yok';
  end if;
  insert into public.content_reviews as r (table_name, row_id, status, submitted_by, submitted_by_email, submitted_at)
  values (target_table, target_row, 'pending', auth.uid(), auth.email(), now())
  on conflict (table_name, row_id) do update
    set status = 'pending', submitted_by = excluded.submitted_by, submitted_by_email = excluded.submitted_by_email,
        submitted_at = excluded.submitted_at
  returning * into review;
  return review;
end;
$function$;
revoke all on function public.submit_for_review(target_table text, target_row uuid) from public;
grant execute on function public.submit_for_review(target_table text, target_row uuid) to authenticated, service_role;

-- "Değişiklik iste": staff send the item back with a note (1 to 2000 characters, 22023
-- otherwise); its sender gets it by e-mail through the outbox.
CREATE OR REPLACE FUNCTION public.request_review_changes(review_id uuid, note text)
 RETURNS content_reviews
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  review public.content_reviews;
  said text := btrim(coalesce(note, ''));
begin
  review := private.review_to_decide(review_id);
  if length(said) not between 1 and 2000 then
    raise exception using errcode = '22023', hint = 'note', message = 'Yazara bir not yazın (en çok 2000 karakter)';
  end if;
  update public.content_reviews r
     set status = 'changes_requested', note = said, reviewed_by = auth.uid(), reviewed_by_email = auth.email(), reviewed_at = now()
   where r.id = review.id
  returning * into review;
  if review.submitted_by_email is not null then
    perform private.insert_outbox_message(
      lpad(private.base36(floor(extract(epoch from clock_timestamp()) * 1000)::bigint), 9, '0')
        || '00-' || encode(extensions.gen_random_bytes(4), 'hex'),
      jsonb_build_object(
        'to', review.submitted_by_email,
        'subject', left(format('Değişiklik istendi: %s', private.review_item_title(review.table_name, review.row_id)), 200),
        'text', format(E'Merhaba,\n\nİncelemeye gönderdiğiniz "%s" için %s değişiklik istedi:\n\n%s\n\nİçeriği yönetim panelinde düzenleyip yeniden incelemeye gönderebilirsiniz.',
                       private.review_item_title(review.table_name, review.row_id), coalesce(review.reviewed_by_email, 'bir editör'), said),
        'kind', 'review-changes'));
  end if;
  return review;
end;
$function$;
revoke all on function public.request_review_changes(review_id uuid, note text) from public;
grant execute on function public.request_review_changes(review_id uuid, note text) to authenticated, service_role;

-- "Onayla ve yayınla": staff publish the reviewed item: its draft is applied (the row's
-- version checked, PT409 on a stale one) or, with no draft, the row is published; with
-- `publish_at` it is scheduled instead (the draft's publication time, or the row's). Returns
-- the published row (or the scheduled draft's row as it is now).
CREATE OR REPLACE FUNCTION public.approve_review(review_id uuid, publish_at timestamp with time zone DEFAULT NULL::timestamp with time zone)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  review public.content_reviews;
  d public.content_drafts;
  written jsonb;
  changed_at timestamptz;
begin
  review := private.review_to_decide(review_id);
  select * into d from public.content_drafts x where x.table_name = review.table_name and x.row_id = review.row_id for update;
  -- What is approved is what was sent: a draft (or an unpublished row) changed after sending
  -- is not approved unseen; its author sends it again.
  if d.id is not null then
    changed_at := d.updated_at;
  else
    execute format('select t.updated_at from public.%I t where t.id = $1 for update', review.table_name) into changed_at using review.row_id;
  end if;
  if changed_at > review.submitted_at then
    raise exception using errcode = 'PT409', hint = 'changed_since_sent',
      message = 'İçerik incelemeye gönderildikten sonra değişti; yazarın yeniden göndermesi gerekir';
  end if;
  if d.id is not null and publish_at is null then
    written := private.apply_draft(d);
  elsif d.id is not null then
    update public.content_drafts x set publish_at = approve_review.publish_at where x.id = d.id;
    execute format('select to_jsonb(t) from public.%I t where t.id = $1', review.table_name) into written using review.row_id;
  elsif publish_at is null then
    execute format('update public.%I t set published = true where t.id = $1 returning to_jsonb(t)', review.table_name)
      into written using review.row_id;
  elsif exists (
    select 1 from pg_catalog.pg_attribute a
     where a.attrelid = format('public.%I', review.table_name)::regclass and a.attname = 'publish_at' and not a.attisdropped
  ) then
    execute format('update public.%I t set published = true, publish_at = $1 where t.id = $2 returning to_jsonb(t)', review.table_name)
      into written using approve_review.publish_at, review.row_id;
  else
    raise exception using errcode = '22023', hint = 'publish_at', message = 'Bu tür içerik zamanlanamaz';
  end if;
  update public.content_reviews r
     set status = 'approved', reviewed_by = auth.uid(), reviewed_by_email = auth.email(), reviewed_at = now()
   where r.id = review.id;
  return written;
end;
$function$;
revoke all on function public.approve_review(review_id uuid, publish_at timestamp with time zone) from public;
grant execute on function public.approve_review(review_id uuid, publish_at timestamp with time zone) to authenticated, service_role;
