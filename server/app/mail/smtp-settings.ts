/**
 * SMTP settings saved from the admin (private.smtp_settings, one row): read on every use, so
 * every server follows a change at once without a restart or a notification. The password is
 * sealed on save and opened on read (smtp-secret-box.ts); it never leaves the server.
 */
import type pg from 'pg';
import { open, seal } from './smtp-secret-box.ts';

import type { SmtpSecurity } from '../../../src/lib/smtp-settings-contract.ts';

export { SMTP_SECURITY, type SmtpSecurity } from '../../../src/lib/smtp-settings-contract.ts';

export interface SmtpSettings {
  host: string;
  port: number;
  security: SmtpSecurity;
  username: string;
  fromAddress: string;
  fromName: string;
}

export interface StoredSmtpSettings extends SmtpSettings {
  /** The opened password; '' when none is stored; undefined when it cannot be opened with this server's key. */
  password: string | undefined;
  passwordSet: boolean;
  updatedAt: string;
}

/**
 * What an administrator saves; `password` undefined keeps the stored one, unless host, port,
 * security or user name change: the database then drops it (migration
 * 20261201110000_smtp_password_binding.sql), so a password reaches only the server it was typed for.
 */
export interface SmtpSettingsInput extends SmtpSettings {
  password?: string;
}

export interface SmtpSettingsStore {
  read(): Promise<StoredSmtpSettings | undefined>;
  /**
   * Saves, unless `expectedUpdatedAt` is given and the stored row is no longer the one the
   * administrator loaded (its `updatedAt`, or null for none saved): then nothing changes and
   * the answer is undefined, so two administrators never overwrite each other unknowingly.
   * Saved: whether the stored password was dropped (a connection field changed without one).
   */
  save(input: SmtpSettingsInput, by: string | undefined, expectedUpdatedAt?: string | null): Promise<{ passwordDropped: boolean } | undefined>;
}

interface Row {
  host: string;
  port: number;
  security: SmtpSecurity;
  username: string;
  password_sealed: string;
  from_address: string;
  from_name: string;
  updated_at: Date | string;
}

export function smtpSettingsStore(db: pg.Pool, key: Buffer): SmtpSettingsStore {
  return {
    async read() {
      const { rows } = await db.query<Row>('select host, port, security, username, password_sealed, from_address, from_name, updated_at from private.smtp_settings');
      const row = rows[0];
      if (!row) return undefined;
      return {
        host: row.host,
        port: row.port,
        security: row.security,
        username: row.username,
        fromAddress: row.from_address,
        fromName: row.from_name,
        password: row.password_sealed ? open(key, row.password_sealed) : '',
        passwordSet: row.password_sealed !== '',
        updatedAt: new Date(row.updated_at).toISOString(),
      };
    },
    async save(input, by, expectedUpdatedAt) {
      // A new password is sealed here; none given keeps the stored sealed value, which the
      // database's trigger clears when host, port, security or user name change.
      const sealed = input.password === undefined ? null : input.password === '' ? '' : seal(key, input.password);
      // The version the administrator saw is compared at the millisecond the view shows it with;
      // an insert (no row yet) needs no check: a row that exists makes it an update.
      const checked = expectedUpdatedAt !== undefined;
      // `prev` sees the row as it was before this statement: whether a password was stored.
      const result = await db.query<{ had: boolean; empty: boolean }>(
        `with prev as (select password_sealed <> '' as had from private.smtp_settings)
         insert into private.smtp_settings as s (id, host, port, security, username, password_sealed, from_address, from_name, updated_at, updated_by)
         values (true, $1, $2, $3, $4, coalesce($5::text, ''), $6, $7, now(), $8)
         on conflict (id) do update set host = excluded.host, port = excluded.port, security = excluded.security,
           username = excluded.username, password_sealed = coalesce($5::text, s.password_sealed), from_address = excluded.from_address,
           from_name = excluded.from_name, updated_at = now(), updated_by = excluded.updated_by
         where not $9 or date_trunc('milliseconds', s.updated_at) = $10::timestamptz
         returning coalesce((select had from prev), false) as had, s.password_sealed = '' as empty`,
        [input.host, input.port, input.security, input.username, sealed, input.fromAddress, input.fromName, by ?? null, checked, expectedUpdatedAt ?? null],
      );
      const row = result.rows[0];
      if (!row) return undefined;
      return { passwordDropped: input.password === undefined && row.had && row.empty };
    },
  };
}
