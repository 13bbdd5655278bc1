/** The newsletter confirm/unsubscribe islands' classes (NewsletterLinkAction.tsx), written by the server with the page (islands/define.tsx). */
import type { IslandStyles } from '../islands/define.tsx';

export const linkActionStyles: IslandStyles = (theme) => ({
  '.pd-container.nla': { padding: '4rem 1.25rem', maxWidth: '40rem', textAlign: 'center' },
  '.nla h1': { marginTop: 0 },
  '.nla-intro': { color: theme.color.textMuted },
  '.nla-result': { fontSize: '1.05rem', color: theme.color.danger },
  '.nla-result.nla-ok': { color: theme.color.success },
  '.nla-missing': { color: theme.color.danger },
  '.nla-home': { marginTop: '2.5rem' },
});
