/**
 * Toasts whose library (notistack, about 8 KB compressed) loads with the first toast shown
 * instead of with the page: a visitor who sends no form never downloads it. The toasts look
 * and behave as notistack's own (top right, 4 s); the first one waits only for that file.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

type Notistack = typeof import('notistack');
export type ToastVariant = 'success' | 'error';
interface Toast {
  message: string;
  variant: ToastVariant;
}

/** The library's file, fetched once; a form starts it as it sends, so the toast after is not kept waiting. */
const loadToasts = () => import('notistack');

export function useLazyToasts(): { toasts: ReactNode; showToast: (message: string, variant: ToastVariant) => void; loadToasts: () => void } {
  const [lib, setLib] = useState<Notistack | null>(null);
  const loaded = useRef<Notistack | null>(null);
  // Toasts asked for before the library and its provider are there.
  const pending = useRef<Toast[]>([]);

  const showToast = useCallback((message: string, variant: ToastVariant) => {
    if (loaded.current) {
      loaded.current.enqueueSnackbar(message, { variant });
      return;
    }
    pending.current.push({ message, variant });
    if (pending.current.length === 1) void loadToasts().then(setLib, () => (pending.current = []));
  }, []);

  // Runs once the provider below is mounted (its constructor registers enqueueSnackbar).
  useEffect(() => {
    if (!lib) return;
    loaded.current = lib;
    for (const t of pending.current.splice(0)) lib.enqueueSnackbar(t.message, { variant: t.variant });
  }, [lib]);

  const toasts = lib ? <lib.SnackbarProvider anchorOrigin={{ vertical: 'top', horizontal: 'right' }} autoHideDuration={4000} /> : null;
  return { toasts, showToast, loadToasts: () => void loadToasts().catch(() => undefined) };
}
