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
      })}
    />
  );
}
