/**
 * `smtp-settings`: administrators read and save the SMTP settings of "E-posta (SMTP)".
 * Body `{}` answers the settings (smtp-settings-view.ts: never the password, only whether one
 * is stored); `{ settings: { host, port, security, username, password?, from_address,
 * from_name } }` saves them first (no `password`: the stored one stays). With SMTP_URL in the
 * environment nothing can be saved here (409 `smtp_from_environment`). Anyone but a live
 * administrator: 403 `forbidden`. The mailer reads the row on every attempt, so a change
 * counts at once on every server.
 */
import type { IncomingMessage } from 'node:http';
import type { ServerContext } from '../../context.ts';
import { FunctionError } from '../../platform/functions/function-error.ts';
import { callingAdmin, readJsonBody } from './calling-admin.ts';
import { smtpSettingsInput } from '../mail/smtp-settings-input.ts';
import { envView, storedView, type SmtpSettingsView } from '../mail/smtp-settings-view.ts';

export const ADMIN_ONLY = 'Bu işlem için yönetici yetkisi gerekli';

export async function currentSmtpView(ctx: ServerContext): Promise<SmtpSettingsView> {
  const { smtpUrl, from } = ctx.config.mail;
  return smtpUrl ? envView(smtpUrl, from) : storedView(await ctx.smtp.settings.read());
}

export async function smtpSettings(ctx: ServerContext, req: IncomingMessage): Promise<unknown> {
  const admin = await callingAdmin(ctx, req);
  if (!admin) throw new FunctionError(403, 'forbidden', ADMIN_ONLY);
  const body = await readJsonBody(req);
  if (body.settings !== undefined) {
    if (ctx.config.mail.smtpUrl) throw new FunctionError(409, 'smtp_from_environment', 'SMTP sunucunun ortam değişkenlerinden (SMTP_URL) geliyor; burada değiştirilemez.');
    await ctx.smtp.settings.save(smtpSettingsInput(body.settings), admin.id || undefined);
    ctx.log(`SMTP ayarları değiştirildi (${admin.email || admin.name})`);
  }
  return currentSmtpView(ctx);
}
