/**
 * The admin's toasts (notistack's useSnackbar, same calls): a success or a note goes after 4 s
 * (toast-options.ts), but an error or a warning stays until it is closed ("Kapat") or the
 * screen changes (StaleToastSweeper): a reason that vanished before it was read, or one left
 * over from the previous screen, is worse than none.
 */
import { useSnackbar as useNotistack, type OptionsObject, type SnackbarKey, type SnackbarMessage } from 'notistack';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';

// The lasting toasts now shown (one admin app per page).
const lasting = new Set<SnackbarKey>();

export function useSnackbar() {
  const { enqueueSnackbar, closeSnackbar } = useNotistack();
  return useMemo(
    () => ({
      closeSnackbar,
      enqueueSnackbar(message: SnackbarMessage, options: OptionsObject = {}): SnackbarKey {
        if (options.variant !== 'error' && options.variant !== 'warning') return enqueueSnackbar(message, options);
        const key = enqueueSnackbar(message, {
          persist: true,
          preventDuplicate: true,
          action: (k) => (
            <button type="button" onClick={() => closeSnackbar(k)} css={{ all: 'unset', cursor: 'pointer', fontWeight: 600, padding: '0.25rem 0.5rem', textDecoration: 'underline' }}>
              Kapat
            </button>
          ),
          onExited: (_node, k) => lasting.delete(k),
          ...options,
        });
        lasting.add(key);
        return key;
      },
    }),
    [enqueueSnackbar, closeSnackbar],
  );
}

/** Closes the lasting toasts when the admin goes to another screen: their reason was about the last one. */
export function StaleToastSweeper() {
  const { pathname } = useLocation();
  const { closeSnackbar } = useNotistack();
  useEffect(
    () => () => {
      for (const key of lasting) closeSnackbar(key);
      lasting.clear();
    },
    [pathname, closeSnackbar],
  );
  return null;
}
