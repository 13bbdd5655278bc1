/**
 * "Notlar" under an open item whose schema has `notes` (a lead): what staff wrote about it,
 * oldest first, each with its author and time, and a box to add one. The author and the time
 * are the database's; a note is never forged in someone else's name.
 */
import { StickyNote } from 'lucide-react';
import { useId, useState } from 'react';
import { formatDate } from '../../lib/format-date.ts';
import { useNotes, type NotesOf } from '../data/notes-data.ts';
import type { AnyResource, Row } from '../resource/types.ts';
import { Button } from '../ui/Button.tsx';
import { inputCss } from '../ui/input-style.ts';
import { useSnackbar } from '../ui/use-snackbar.tsx';

export const NOTE_MAX_LENGTH = 5000;

export function ItemNotes({ resource, row }: { resource: AnyResource; row: Row | null }) {
  if (!row || !resource.notes) return null;
  return <NotesPanel of={{ table: resource.table, notes: resource.notes, id: row.id }} />;
}

function NotesPanel({ of }: { of: NotesOf }) {
  const { notes, add } = useNotes(of);
  const { enqueueSnackbar } = useSnackbar();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const inputId = useId();
  const save = () => {
    if (!text.trim()) return setError('Not boş olamaz');
    setError(undefined);
    add.mutate(text.trim(), {
      onSuccess: () => {
        setText('');
        enqueueSnackbar('Not eklendi', { variant: 'success' });
      },
      // At the box, kept until the next try (never a vanishing toast over the form).
      onError: () => setError('Not eklenemedi. Yazdığınız duruyor; bağlantınızı kontrol edip yeniden deneyin.'),
    });
  };
  return (
    <section aria-labelledby={`${inputId}-title`} css={{ marginTop: '1.25rem', display: 'grid', gap: '0.75rem' }}>
      <h3 id={`${inputId}-title`} css={{ margin: 0, fontSize: '1rem', display: 'flex', alignItems: 'center', gap: '0.4rem' }}>
        <StickyNote size={16} aria-hidden /> Notlar
      </h3>
      {notes.isError ? (
        <p role="alert" css={(theme) => ({ margin: 0, color: theme.color.danger })}>Notlar yüklenirken hata oluştu</p>
      ) : notes.data && notes.data.length === 0 ? (
        <p css={(theme) => ({ margin: 0, color: theme.color.textMuted })}>Henüz not yok</p>
      ) : (
        <ol data-testid="item-notes" css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.6rem' }}>
          {(notes.data ?? []).map((n) => (
            <li key={n.id} data-testid="item-note" css={(theme) => ({ padding: '0.6rem 0.75rem', borderRadius: theme.radius.sm, background: theme.color.surfaceAlt })}>
              <div css={(theme) => ({ fontSize: '0.8rem', color: theme.color.textMuted, marginBottom: '0.25rem' })}>
                <span data-testid="item-note-author">{n.author_email ?? 'Bilinmeyen'}</span> · <time dateTime={n.created_at}>{formatDate(n.created_at, 'datetime')}</time>
              </div>
              <p css={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{n.body}</p>
            </li>
          ))}
        </ol>
      )}
      <label htmlFor={inputId} css={{ fontWeight: 600, fontSize: '0.9rem' }}>
        Yeni not
      </label>
      <textarea
        id={inputId}
        rows={3}
        maxLength={NOTE_MAX_LENGTH}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        onChange={(e) => setText(e.target.value)}
        css={inputCss(Boolean(error))}
      />
      {error && (
        <p id={`${inputId}-error`} role="alert" css={(theme) => ({ margin: 0, color: theme.color.danger, fontSize: '0.85rem' })}>
          {error}
        </p>
      )}
      <div>
        <Button onClick={save} loading={add.isPending}>
          Not ekle
        </Button>
      </div>
    </section>
  );
}
