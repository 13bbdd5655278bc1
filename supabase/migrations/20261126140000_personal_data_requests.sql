-- Personal data requests (KVKK article 11, GDPR articles 15 and 17): everything stored about
-- one e-mail address, exported or deleted in one call. The admin's "Kişisel veri talepleri"
-- screen calls these with the signed-in administrator's own token, so they work the same on
-- hosted Supabase. Security definer (the rows are read and deleted whoever the caller is),
-- refusing anyone but a live administrator or the service role with 42501; anon has no
-- execute privilege at all. Addresses match case-insensitively, as newsletter sign-ups do.
--
-- What is stored about an address: contact messages (with the disclosure text shown, the
-- consent record, and created_at its time) and newsletter subscriptions (with consent_text,
-- consented_at and confirmed_at). A table that starts to hold visitors' addresses belongs here.

create or replace function private.require_admin_or_service()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (private.is_admin() or coalesce(auth.jwt() ->> 'role', '') = 'service_role') then
    raise exception using errcode = '42501', message = 'Bu işlem için yönetici yetkisi gerekli';
  end if;
end;
$$;
revoke all on function private.require_admin_or_service() from public;

-- Address given to the functions: trimmed, lower-cased, and at least shaped like one (22023).
create or replace function private.personal_data_address(target_email text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  address text := lower(btrim(coalesce(target_email, '')));
begin
  if address !~ '^[^@\s]+@[^@\s]+$' or length(address) > 254 then
    raise exception using errcode = '22023', message = 'Geçerli bir e-posta adresi girin';
  end if;
  return address;
end;
$$;
revoke all on function private.personal_data_address(text) from public;

-- Everything stored about the address as one JSON document (the download). Token hashes of
-- the newsletter links are credentials of ours, not the person's data: left out.
create or replace function public.personal_data_export(target_email text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  address text;
begin
  perform private.require_admin_or_service();
  address := private.personal_data_address(target_email);
  return jsonb_build_object(
    'email', address,
    'exported_at', now(),
    'contact_messages', coalesce((
      select jsonb_agg(to_jsonb(m) order by m.created_at)
        from public.contact_messages m
       where lower(m.email) = address
    ), '[]'::jsonb),
    'newsletter_subscribers', coalesce((
      select jsonb_agg(to_jsonb(s) - 'confirm_token_hash' - 'unsubscribe_token_hash' order by s.subscribed_at)
        from public.newsletter_subscribers s
       where lower(s.email) = address
    ), '[]'::jsonb)
  );
end;
$$;

-- Deletes everything stored about the address; returns how many rows went from each table.
create or replace function public.personal_data_delete(target_email text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text;
  messages integer;
  subscriptions integer;
begin
  perform private.require_admin_or_service();
  address := private.personal_data_address(target_email);
  delete from public.contact_messages m where lower(m.email) = address;
  get diagnostics messages = row_count;
  delete from public.newsletter_subscribers s where lower(s.email) = address;
  get diagnostics subscriptions = row_count;
  return jsonb_build_object('contact_messages', messages, 'newsletter_subscribers', subscriptions);
end;
$$;

revoke all on function public.personal_data_export(text) from public, anon;
revoke all on function public.personal_data_delete(text) from public, anon;
grant execute on function public.personal_data_export(text) to authenticated, service_role;
grant execute on function public.personal_data_delete(text) to authenticated, service_role;
