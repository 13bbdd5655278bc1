/**
 * The common shape of a "click this link" e-mail (invitation, password reset, newsletter
 * confirmation): an intro, one button, what happens if it was not you.
 */
import type { MailMessage } from './mail-message.ts';
import { renderLayout, type Block } from './layout.ts';

export interface ActionLinkMail {
  to: string;
  kind: string;
  subject: string;
  intro: string[];
  actionLabel: string;
  url: string;
  /** e.g. "Bu bağlantı 24 saat geçerlidir." */
  validity?: string;
  /** e.g. "Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz." */
  notYou?: string;
  footer?: Block[];
  headers?: Record<string, string>;
}

export function actionLinkMail(m: ActionLinkMail): MailMessage {
  const blocks: Block[] = [
    ...m.intro.map((text): Block => ({ kind: 'paragraph', text })),
    { kind: 'button', label: m.actionLabel, url: m.url },
    ...(m.validity ? [{ kind: 'paragraph', text: m.validity } as Block] : []),
    ...(m.notYou ? [{ kind: 'paragraph', text: m.notYou } as Block] : []),
  ];
  const { text, html } = renderLayout({ title: m.subject, blocks, footer: m.footer });
  return { to: m.to, subject: m.subject, text, html, kind: m.kind, headers: m.headers };
}
