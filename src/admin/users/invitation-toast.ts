/**
 * The toast after an invitation: "gönderildi" only when e-mail leaves the machine; without
 * SMTP the invitation exists but its e-mail waits in "E-posta kutusu", and the toast says so.
 */
import { MAIL_NOT_SENT, mailDelivery } from '../data/mail-delivery.ts';

export interface InvitationToast {
  text: string;
  variant: 'success' | 'warning';
}

export async function invitationToast(address: string, again = false): Promise<InvitationToast> {
  const verb = again ? 'yeniden ' : '';
  if ((await mailDelivery()) === 'outbox') {
    return { text: `Davet ${verb}oluşturuldu: ${address}. ${MAIL_NOT_SENT}; bağlantı "E-posta kutusu"nda.`, variant: 'warning' };
  }
  return { text: `Davet ${verb}gönderildi: ${address}`, variant: 'success' };
}
