-- The staff list shows the name where the server and Supabase's dashboard keep it (user_metadata.full_name),
-- falling back to the older 'name' key; before, an old 'name' hid a newer full_name.
create or replace function public.staff_list()
returns table (
  id uuid,
  email text,
  name text,
  role text,
  state text,
  mfa_verified boolean,
  last_sign_in_at timestamptz,
  invited_at timestamptz,
  created_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return query
    select u.id,
           u.email::text,
           coalesce(nullif(btrim(u.raw_user_meta_data ->> 'full_name'), ''), nullif(btrim(u.raw_user_meta_data ->> 'name'), '')),
           u.raw_app_meta_data ->> 'role',
           case
             when u.banned_until is not null and u.banned_until > now() then 'disabled'
             when u.email_confirmed_at is null then 'invited'
             else 'active'
           end,
           exists (select 1 from auth.mfa_factors f where f.user_id = u.id and f.status = 'verified'),
           u.last_sign_in_at,
           u.invited_at,
           u.created_at
      from auth.users u
     where u.deleted_at is null and u.raw_app_meta_data ->> 'role' in ('admin', 'editor')
     order by u.created_at, u.id;
end;
$$;
