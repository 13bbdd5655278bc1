/**
 * One block in a page's block list (BlocksField): its card with the drag handle, its name
 * (and whether it is hidden), the buttons that move, save to the library, duplicate, hide and
 * remove it, and its body. The card a live-preview click chose is marked (`chosen`).
 */
import { ArrowDown, ArrowUp, BookmarkPlus, Copy, Eye, EyeOff, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PageBlockEntry } from '../../../../../generated/blocks.ts';
import { IconButton } from '../../../ui/Button.tsx';

export interface BlockCardActions {
  move(step: -1 | 1): void;
  /** Absent when the block cannot go to the library (a reference, or a type that no longer exists). */
  saveToLibrary?: () => void;
  duplicate(): void;
  toggleHidden(): void;
  remove(): void;
}

interface BlockCardProps {
  block: PageBlockEntry;
  label: string;
  handle: ReactNode;
  chosen: boolean;
  first: boolean;
  last: boolean;
  actions: BlockCardActions;
  onFocus(): void;
  cardRef(el: HTMLElement | null): void;
  children: ReactNode;
}

export function BlockCard({ block, label, handle, chosen, first, last, actions, onFocus, cardRef, children }: BlockCardProps) {
  return (
    <article
      aria-label={label}
      aria-current={chosen ? 'true' : undefined}
      tabIndex={-1}
      onFocus={onFocus}
      ref={cardRef}
      css={(theme) => ({
        borderRadius: theme.radius.md,
        border: `1px solid ${theme.color.border}`,
        background: theme.color.surface,
        opacity: block.hidden ? 0.6 : 1,
        scrollMarginTop: '5rem',
        '&[aria-current="true"]': { borderColor: theme.color.primary, boxShadow: `0 0 0 2px ${theme.color.primary}` },
      })}
    >
      <header css={(theme) => ({ display: 'flex', alignItems: 'center', gap: '0.5rem', padding: '0.5rem 0.75rem', borderBottom: `1px solid ${theme.color.border}` })}>
        {handle}
        <h3 css={{ margin: 0, fontSize: '0.95rem', flex: 1 }}>
          {label}
          {block.hidden && <span css={(theme) => ({ marginLeft: '0.5rem', fontSize: '0.8rem', fontWeight: 400, color: theme.color.warning })}>(Gizli: sitede görünmez)</span>}
        </h3>
        <IconButton icon={ArrowUp} size="sm" label={`Yukarı taşı: ${label}`} disabled={first} onClick={() => actions.move(-1)} />
        <IconButton icon={ArrowDown} size="sm" label={`Aşağı taşı: ${label}`} disabled={last} onClick={() => actions.move(1)} />
        {actions.saveToLibrary && <IconButton icon={BookmarkPlus} size="sm" label={`Kütüphaneye kaydet: ${label}`} onClick={actions.saveToLibrary} />}
        <IconButton icon={Copy} size="sm" label={`Çoğalt: ${label}`} onClick={actions.duplicate} />
        <IconButton icon={block.hidden ? Eye : EyeOff} size="sm" label={`${block.hidden ? 'Göster' : 'Gizle'}: ${label}`} aria-pressed={Boolean(block.hidden)} onClick={actions.toggleHidden} />
        <IconButton icon={Trash2} size="sm" variant="danger" label={`Kaldır: ${label}`} onClick={actions.remove} />
      </header>
      <div css={{ padding: '0.75rem' }}>{children}</div>
    </article>
  );
}
