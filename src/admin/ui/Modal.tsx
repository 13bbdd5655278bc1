/**
 * A modal dialog on the native <dialog> element (showModal): focus stays inside, the page
 * behind is inert, Escape and a click on the backdrop ask to close. The parent owns `open`;
 * closing requests go to `onClose`. Content is mounted only while open, so a form inside starts
 * fresh every time; an element marked `data-autofocus` (a picker's search box) gets the focus
 * when it opens. `size` sets the max width ('4xl' is the wide form modal of the spec);
 * the height is capped at 90% of the viewport and the body scrolls.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { IconButton } from './Button.tsx';

export type ModalSize = 'sm' | 'md' | 'lg' | '4xl';

const WIDTH: Record<ModalSize, string> = { sm: '28rem', md: '36rem', lg: '48rem', '4xl': '56rem' };

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons at the bottom (stay visible while the body scrolls). */
  footer?: ReactNode;
  size?: ModalSize;
  /** false while something runs that must not be interrupted (Escape and backdrop do nothing). */
  dismissible?: boolean;
}

export function Modal({ open, onClose, title, children, footer, size = 'md', dismissible = true }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      // React's autoFocus ran while the dialog was still closed (its content mounts first), and
      // showModal() focuses the first button (Kapat): a field marked data-autofocus takes it.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(e) => {
        // Escape: the parent decides (it may be busy saving).
        e.preventDefault();
        if (dismissible) onClose();
      }}
      onClick={(e) => {
        // The dialog has no padding, so a click whose target is the dialog itself is on the backdrop.
        if (e.target === e.currentTarget && dismissible) onClose();
      }}
      css={(theme) => ({
        width: `min(${WIDTH[size]}, calc(100vw - 2rem))`,
        maxWidth: 'none',
        maxHeight: '90vh',
        padding: 0,
        border: `1px solid ${theme.color.border}`,
        borderRadius: theme.radius.lg,
        background: theme.color.surface,
        color: theme.color.text,
        boxShadow: theme.shadow.lg,
        '&[open]': { display: 'flex', flexDirection: 'column' },
        '&::backdrop': { background: 'rgb(2 6 23 / 0.7)' },
      })}
    >
      {open && (
        <>
          <header
            css={(theme) => ({
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: '1rem',
              padding: '1rem 1.25rem',
              borderBottom: `1px solid ${theme.color.border}`,
            })}
          >
            <h2 id={titleId} css={{ margin: 0, fontSize: '1.15rem' }}>
              {title}
            </h2>
            <IconButton icon={X} label="Kapat" onClick={onClose} disabled={!dismissible} />
          </header>
          <div css={{ padding: '1.25rem', overflowY: 'auto', flex: 1 }}>{children}</div>
          {footer && (
            <footer
              css={(theme) => ({
                display: 'flex',
                justifyContent: 'flex-end',
                flexWrap: 'wrap',
                gap: '0.5rem',
                padding: '1rem 1.25rem',
                borderTop: `1px solid ${theme.color.border}`,
              })}
            >
              {footer}
            </footer>
          )}
        </>
      )}
    </dialog>
  );
}
