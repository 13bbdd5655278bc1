/**
 * The users list's "Ad" cell: the member's name with a pencil; editing turns it into a field
 * (Enter saves, Escape leaves it as it was). An empty name clears it.
 */
import { Check, Pencil, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { MAX_NAME_LENGTH } from '../auth/member-name.ts';
import { IconButton } from '../ui/Button.tsx';
import { inputCss } from '../ui/input-style.ts';

interface Props {
  email: string;
  name: string | null;
  disabled: boolean;
  onSave: (name: string) => Promise<void>;
}

export function MemberNameCell({ email, name, disabled, onSave }: Props) {
  const [draft, setDraft] = useState<string | null>(null);

  if (draft === null) {
    return (
      <span css={{ display: 'inline-flex', alignItems: 'center', gap: '0.25rem' }}>
        <span data-testid="member-name">{name ?? '—'}</span>
        <IconButton icon={Pencil} size="sm" label={`${email} adını düzenle`} disabled={disabled} onClick={() => setDraft(name ?? '')} />
      </span>
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = draft.replace(/\s+/g, ' ').trim();
    setDraft(null);
    if (value !== (name ?? '')) void onSave(value);
  };

  return (
    <form onSubmit={submit} css={{ display: 'inline-flex', alignItems: 'center', gap: '0.25rem' }}>
      <input
        aria-label={`${email} adı`}
        value={draft}
        maxLength={MAX_NAME_LENGTH}
        autoFocus
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setDraft(null);
        }}
        css={(theme) => ({ ...inputCss(false)(theme), minWidth: '10rem', padding: '0.35rem 0.5rem' })}
      />
      <IconButton icon={Check} size="sm" type="submit" label="Adı kaydet" />
      <IconButton icon={X} size="sm" label="Vazgeç" onClick={() => setDraft(null)} />
    </form>
  );
}
