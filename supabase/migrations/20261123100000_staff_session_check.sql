-- Staff rights end the moment they are taken away, not when the access token expires.
--
-- Until now private.is_staff() trusted the token's app_metadata, so a demoted, banned,
-- deleted or signed-out staff member kept staff rights for the rest of the token's life
-- (up to an hour). It now also asks the auth tables, as hosted Supabase Auth keeps them:
--   - the token's session_id is a live row of auth.sessions (sign-out deletes the rows,
--     a ban or a deletion ends them; not_after past means the session has ended) that
--     belongs to the token's user;
--   - the user exists, is not deleted (deleted_at) and not banned (banned_until);
--   - the user is admin in the stored app_metadata now (a demotion is immediate);
--   - as before, aal2 once the user has a verified authenticator app.
-- Both lookups are by primary key, and policies call it as (select private.is_staff()),
-- so it runs once per statement.

create or replace function private.is_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
      from auth.sessions s
      join auth.users u on u.id = s.user_id
     where s.id = (
             select case
                      when c ->> 'session_id' ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
                      then (c ->> 'session_id')::uuid
                    end
               from (select auth.jwt() as c) as claims
           )
       and u.id = auth.uid()
       and (s.not_after is null or s.not_after > now())
       and u.deleted_at is null
       and (u.banned_until is null or u.banned_until <= now())
       and coalesce(u.raw_app_meta_data ->> 'role', '') = 'admin'
       and (
         coalesce(auth.jwt() ->> 'aal', 'aal1') = 'aal2'
         or not exists (
           select 1 from auth.mfa_factors f
            where f.user_id = u.id and f.status = 'verified'
         )
       )
  );
$$;
revoke all on function private.is_staff() from public;
grant execute on function private.is_staff() to anon, authenticated, service_role;
