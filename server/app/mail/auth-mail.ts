/**
 * Auth's e-mails in the agency's words: the platform asks for an invitation, a recovery link
 * or a sign-in alert (platform/auth/auth-mail.ts), the templates word it in Turkish and the
 * mailer's outbox sends it. An invitation names the site (Site Ayarları → site adı), the role
 * it gives and who invited, from the invite's data as staff-invite sets it.
 */
import type pg from 'pg';
import type { AuthMail, AuthMailRequest } from '../../platform/auth/auth-mail.ts';
import type { Mailer } from './mailer.ts';
import type { MailMessage } from './message.ts';
import { staffInviteMail, type StaffInvitation } from './templates/staff-invite.ts';
import { passwordRecoveryMail } from './templates/password-recovery.ts';
import { signInAlertMail } from './templates/sign-in-alert.ts';

type InviteRequest = Extract<AuthMailRequest, { kind: 'invite' }>;

/** A short trimmed text, or undefined for anything else. */
function text(v: unknown): string | undefined {
  return typeof v === 'string' && v.trim() ? v.trim().slice(0, 200) : undefined;
}

async function invitation(db: pg.Pool, mail: InviteRequest): Promise<StaffInvitation> {
  const { rows } = await db.query<{ site_name: string | null }>('select site_name from public.site_settings order by created_at limit 1');
  return {
    siteName: rows[0]?.site_name?.trim() || 'Ajans',
    role: text(mail.data.invited_role) ?? text(mail.appMetadata.role),
    invitedBy: text(mail.data.invited_by),
  };
}

async function worded(db: pg.Pool, mail: AuthMailRequest): Promise<MailMessage> {
  switch (mail.kind) {
    case 'invite':
      return staffInviteMail(mail.to, mail.link, await invitation(db, mail));
    case 'recovery':
      return passwordRecoveryMail(mail.to, mail.link);
    case 'sign-in-alert':
      return signInAlertMail(mail.to, mail.siteOrigin, mail.minutes);
  }
}

/** `db`: the server's own pool, to read the site's name. */
export function authMailThrough(mailer: Mailer, db: pg.Pool): AuthMail {
  return {
    send: (mail) => mailer.queueWhenMade(worded(db, mail)),
    sendWhenMade: (making) => mailer.queueWhenMade(making.then((mail) => (mail ? worded(db, mail) : undefined))),
  };
}
