/** Page-wide styles of the admin (dark theme): box sizing, body colours and font, form controls. */
import { Global } from '@emotion/react';

export function AdminGlobalStyles() {
  return (
    <Global
      styles={(theme) => ({
        ':root': { colorScheme: 'dark' },
        '*, *::before, *::after': { boxSizing: 'border-box' },
        body: {
          margin: 0,
          fontFamily: theme.font.body,
          color: theme.color.text,
          background: theme.color.background,
          lineHeight: 1.5,
          WebkitFontSmoothing: 'antialiased',
        },
        'h1, h2, h3, h4': { fontFamily: theme.font.heading, lineHeight: 1.25 },
        a: { color: theme.color.accent },
        'button, input, select, textarea': { font: 'inherit' },
        img: { maxWidth: '100%', height: 'auto' },
        // notistack's default toast colours give white text under 4.5:1 (axe color-contrast).
        'body .notistack-MuiContent-success': { backgroundColor: '#1b5e20' },
        'body .notistack-MuiContent-error': { backgroundColor: '#b71c1c' },
        'body .notistack-MuiContent-warning': { backgroundColor: '#8a4b00' },
        'body .notistack-MuiContent-info': { backgroundColor: '#0d47a1' },
        // Toasts let the pointer through (toast-options.ts): notistack sets 'all' inline on its wrapper.
        'body .notistack-SnackbarContainer, body .notistack-SnackbarContainer *': { pointerEvents: 'none !important' as 'none' },
        // ...except a toast's own action ("Geri al"): that one is there to be pressed.
        'body .notistack-SnackbarContainer button': { pointerEvents: 'auto !important' as 'auto' },
      })}
    />
  );
}
