-- A draft the scheduler publishes is recorded as the work of the staff member who saved it:
-- the revision trigger reads auth.uid(), which the scheduler (service role, or pg_cron on a
-- hosted project) does not have, so the history said "Veritabanı" with no name. Each due draft
-- is now applied with the request's subject set, for that draft only, to its `saved_by`;
-- the caller's own value comes back afterwards. Otherwise as in
-- 20261130010200_content_drafts_publish.sql: one subtransaction per draft, a draft whose row
-- changed since is left unscheduled for staff, a locked draft is another server's.
create or replace function public.apply_due_drafts()
returns integer
language plpgsql
set search_path = ''
as $$
declare
  d public.content_drafts;
  applied integer := 0;
  caller_sub text := current_setting('request.jwt.claim.sub', true);
begin
  for d in
    select * from public.content_drafts where publish_at <= now() order by publish_at for update skip locked
  loop
    begin
      perform set_config('request.jwt.claim.sub', coalesce(d.saved_by::text, ''), true);
      perform private.apply_draft(d);
      applied := applied + 1;
    exception when sqlstate 'PT409' then
      update public.content_drafts set publish_at = null where id = d.id;
    end;
    perform set_config('request.jwt.claim.sub', coalesce(caller_sub, ''), true);
  end loop;
  return applied;
end;
$$;
revoke all on function public.apply_due_drafts() from public;
grant execute on function public.apply_due_drafts() to service_role;
