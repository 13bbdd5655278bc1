/**
 * Auth's e-mails in the agency's words: the platform asks for an invitation, a recovery link
 * or a sign-in alert (platform/auth/auth-mail.ts), the templates word it in Turkish and the
 * mailer's outbox sends it.
 */
import type { AuthMail, AuthMailRequest } from '../../platform/auth/auth-mail.ts';
import type { Mailer } from './mailer.ts';
import type { MailMessage } from './message.ts';
import { staffInviteMail } from './templates/staff-invite.ts';
import { passwordRecoveryMail } from './templates/password-recovery.ts';
import { signInAlertMail } from './templates/sign-in-alert.ts';

function worded(mail: AuthMailRequest): MailMessage {
  switch (mail.kind) {
    case 'invite':
      return staffInviteMail(mail.to, mail.link);
    case 'recovery':
      return passwordRecoveryMail(mail.to, mail.link);
    case 'sign-in-alert':
      return signInAlertMail(mail.to, mail.siteOrigin, mail.minutes);
  }
}

export function authMailThrough(mailer: Mailer): AuthMail {
  return {
    send: (mail) => mailer.queue(worded(mail)),
    sendWhenMade: (making) => mailer.queueWhenMade(making.then((mail) => (mail ? worded(mail) : undefined))),
  };
}
