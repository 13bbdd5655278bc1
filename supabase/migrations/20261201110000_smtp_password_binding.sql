-- The stored SMTP password belongs to the server it was given for: when the host, the port,
-- the security or the user name changes and no new password comes with the change, the stored
-- one is dropped (password_sealed = ''). Enforced here, not only in the server's save, so no
-- path (the admin's save, a hand-made update) can send a password to a server its owner never
-- typed it for. A new password sealed in the same update (a fresh value: every seal has a new
-- IV) is kept.
create or replace function private.smtp_settings_drop_moved_password()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (new.host, new.port, new.security, new.username) is distinct from (old.host, old.port, old.security, old.username)
     and new.password_sealed = old.password_sealed then
    new.password_sealed := '';
  end if;
  return new;
end;
$$;

revoke all on function private.smtp_settings_drop_moved_password() from public, anon, authenticated;

create trigger smtp_settings_drop_moved_password
before update on private.smtp_settings
for each row execute function private.smtp_settings_drop_moved_password();
