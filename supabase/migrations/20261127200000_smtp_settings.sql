-- Outgoing e-mail set from the admin ("E-posta (SMTP)"): one row in the private schema, which
-- /rest/v1 does not expose and no API role may read. Only the server reads and writes it, over
-- its owner connection, for the `smtp-settings` and `smtp-test` functions (administrators only)
-- and for each delivery attempt. The password is stored sealed with AES-256-GCM under a key the
-- server holds (server/app/mail/smtp-secret-box.ts), never in plain text. SMTP_URL in the
-- server's environment, when set, takes precedence over this row.
create table private.smtp_settings (
  id boolean primary key default true check (id),
  host text not null check (length(host) between 1 and 253),
  port integer not null check (port between 1 and 65535),
  -- none: plain SMTP; starttls: upgrade required; tls: TLS from the first byte (smtps, 465).
  security text not null check (security in ('none', 'starttls', 'tls')),
  username text not null default '' check (length(username) <= 320),
  -- 'v1.<iv>.<tag>.<ciphertext>' (base64url); empty when the server needs no login.
  password_sealed text not null default '',
  from_address text not null check (length(from_address) between 3 and 320),
  from_name text not null default '' check (length(from_name) <= 200),
  updated_at timestamptz not null default now(),
  updated_by uuid
);
revoke all on table private.smtp_settings from public, anon, authenticated;
