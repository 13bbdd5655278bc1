/**
 * `smtp-test`: sends a test e-mail to the calling administrator's own address over the SMTP
 * settings in use (environment first, else the saved ones) and answers `{ ok, reason, message }`:
 * a reason code and a short Turkish sentence, a refusal included (still 200: the request
 * worked, the mail server said no), never the remote server's own text. A saved host on a
 * private network or this machine is not connected to (`private_address`) unless
 * SMTP_ALLOW_PRIVATE_HOSTS. No SMTP set: 409 `smtp_not_configured`. Anyone but a live
 * administrator: 403 `forbidden`.
 */
import type { IncomingMessage } from 'node:http';
import type { ServerContext } from '../../context.ts';
import { FunctionError } from '../../platform/functions/function-error.ts';
import { callingAdmin } from './calling-admin.ts';
import { ADMIN_ONLY } from './smtp-settings.ts';
import { sendSmtpTestMail } from '../mail/smtp-test-mail.ts';

export async function smtpTest(ctx: ServerContext, req: IncomingMessage): Promise<unknown> {
  const admin = await callingAdmin(ctx, req);
  if (!admin) throw new FunctionError(403, 'forbidden', ADMIN_ONLY);
  if (!admin.email) throw new FunctionError(422, 'no_email', 'Hesabınızın e-posta adresi yok; test e-postası gönderilemez.');
  const route = await ctx.smtp.route();
  if (!route) throw new FunctionError(409, 'smtp_not_configured', 'SMTP ayarlı değil: önce ayarları kaydedin.');
  return sendSmtpTestMail(route, admin.email, admin.name || admin.email);
}
