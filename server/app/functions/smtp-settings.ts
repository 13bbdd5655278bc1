/**
 * `smtp-settings`: administrators read and save the SMTP settings of "E-posta (SMTP)".
 * Body `{}` answers the settings (smtp-settings-view.ts: never the password, only whether one
 * is stored); `{ settings: { host, port, security, username, password?, from_address,
 * from_name }, expected_updated_at }` saves them first and answers them with
 * `password_dropped` (no `password`: the stored one stays, unless host, port, security or user
 * name changed: then it is dropped, `password_dropped: true`; a host on a private network or
 * this machine: 400 `smtp_host_not_allowed` unless SMTP_ALLOW_PRIVATE_HOSTS;
 * `expected_updated_at`, the `updated_at` the administrator loaded or null, makes the save
 * conditional: changed meanwhile by someone else → 409 `smtp_settings_changed`). With SMTP_URL in the
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
import { smtpTarget, SmtpTargetError } from '../mail/smtp-target.ts';

export const ADMIN_ONLY = 'Bu işlem için yönetici yetkisi gerekli';
export const SETTINGS_CHANGED = 'SMTP ayarları siz düzenlerken başka bir yönetici tarafından değiştirildi. Yazdıklarınız duruyor: son hali görüp yeniden kaydedebilirsiniz.';

/** `expected_updated_at`: absent (no check), null (nothing saved yet) or an ISO time. */
function expectedVersion(raw: unknown): string | null | undefined {
  if (raw === undefined || raw === null) return raw;
  if (typeof raw !== 'string' || Number.isNaN(Date.parse(raw))) throw new FunctionError(400, 'validation_failed', 'Ayarların sürümü (expected_updated_at) geçersiz');
  return raw;
}

export async function currentSmtpView(ctx: ServerContext): Promise<SmtpSettingsView> {
  const { smtpUrl, from } = ctx.config.mail;
  return smtpUrl ? envView(smtpUrl, from) : storedView(await ctx.smtp.settings.read());
}

export async function smtpSettings(ctx: ServerContext, req: IncomingMessage): Promise<unknown> {
  const admin = await callingAdmin(ctx, req);
  if (!admin) throw new FunctionError(403, 'forbidden', ADMIN_ONLY);
  const body = await readJsonBody(req);
  if (body.settings !== undefined) {
    if (ctx.config.mail.smtpUrl) throw new FunctionError(409, 'smtp_from_environment', 'SMTP sunucudaki ayarlardan geliyor; burada değiştirilemez.');
    const input = smtpSettingsInput(body.settings);
    await refusePrivateHost(input.host, ctx.config.mail.allowPrivateHosts);
    const saved = await ctx.smtp.settings.save(input, admin.id || undefined, expectedVersion(body.expected_updated_at));
    if (!saved) throw new FunctionError(409, 'smtp_settings_changed', SETTINGS_CHANGED);
    ctx.log(`SMTP ayarları değiştirildi (${admin.email || admin.name})${saved.passwordDropped ? '; bağlantı bilgileri değiştiği için kayıtlı şifre silindi' : ''}`);
    // Messages waiting for a retry may have failed for the old settings: try them now.
    await ctx.mail.retryNow();
    return { ...(await currentSmtpView(ctx)), password_dropped: saved.passwordDropped };
  }
  return currentSmtpView(ctx);
}

/**
 * A host that is, or resolves to, a private or local address is refused at once (the test
 * e-mail and the mailer check again at each connection: DNS may change). A name that does not
 * resolve now may be saved: the test e-mail will say so.
 */
async function refusePrivateHost(host: string, allowPrivate: boolean): Promise<void> {
  if (allowPrivate) return;
  try {
    await smtpTarget(host, { allowPrivate });
  } catch (err) {
    if (err instanceof SmtpTargetError && err.code === 'EPRIVATE') throw new FunctionError(400, 'smtp_host_not_allowed', err.message);
  }
}
