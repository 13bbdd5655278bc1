/**
 * The answers clients gave through the item's preview links, newest first:
 * "Onaylandı – Ayşe Hanım, 2 Ara 14:05: ‘Harika olmuş’" or "Yorum – …" for a comment without
 * approval. They stay listed after their link expires or is revoked.
 */
import { DEFAULT_LANGUAGE } from '../../../schema/languages.ts';
import type { PreviewAnswer } from '../data/preview-links-data.ts';
import { languageAdminName } from '../form/translation-resource.ts';

const WHEN = new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** One answer as a sentence. */
export function answerText(a: PreviewAnswer): string {
  const who = a.link_name ?? 'Adsız bağlantı';
  const language = a.locale !== DEFAULT_LANGUAGE ? ` (${languageAdminName(a.locale)})` : '';
  const said = a.comment ? `: ‘${a.comment}’` : '';
  return `${a.approved ? 'Onaylandı' : 'Yorum'} – ${who}${language}, ${WHEN.format(new Date(a.created_at))}${said}`;
}

export function PreviewAnswers({ answers }: { answers: PreviewAnswer[] }) {
  if (answers.length === 0) return null;
  return (
    <ul aria-label="Müşteri yanıtları" css={{ listStyle: 'none', margin: '0.75rem 0 0', padding: 0, display: 'grid', gap: '0.4rem' }}>
      {answers.map((a) => (
        <li key={a.id} css={(theme) => ({ padding: '0.4rem 0.6rem', borderRadius: theme.radius.sm, borderLeft: `3px solid ${a.approved ? theme.color.success : theme.color.border}`, overflowWrap: 'anywhere', whiteSpace: 'pre-line' })}>
          {answerText(a)}
        </li>
      ))}
    </ul>
  );
}
