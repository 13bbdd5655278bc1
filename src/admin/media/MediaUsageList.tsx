/** The places a file is used, each a link to the item's admin page; or a note that it is unused. */
import { Link } from 'react-router-dom';
import { sortedUsages, type MediaUsage } from './media-usages.ts';

export interface MediaUsageListProps {
  usages: MediaUsage[] | undefined;
  failed: boolean;
}

export function MediaUsageList({ usages, failed }: MediaUsageListProps) {
  const muted = (theme: { color: { textMuted: string } }) => ({ margin: 0, fontSize: '0.9rem', color: theme.color.textMuted });
  let body;
  if (failed) body = <p css={muted}>Kullanım bilgisi alınamadı.</p>;
  else if (!usages) body = <p css={muted}>Kullanıldığı yerler aranıyor...</p>;
  else if (!usages.length) body = <p css={muted}>Bu dosya hiçbir yerde kullanılmıyor.</p>;
  else {
    body = (
      <ul aria-label="Kullanıldığı yerler" css={{ margin: 0, paddingLeft: '1.1rem', display: 'grid', gap: '0.3rem', fontSize: '0.9rem' }}>
        {sortedUsages(usages).map((u) => (
          <li key={`${u.admin_path}|${u.field}`}>
            <Link to={u.admin_path}>
              {u.resource}
              {u.title !== u.resource && <> “{u.title}”</>}
            </Link>{' '}
            <span css={(theme) => ({ color: theme.color.textMuted })}>– {u.field}</span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby="media-usage-title" css={{ display: 'grid', gap: '0.5rem' }}>
      <h3 id="media-usage-title" css={{ margin: 0, fontSize: '0.95rem' }}>
        Kullanıldığı yerler{usages?.length ? ` (${sortedUsages(usages).length})` : ''}
      </h3>
      {body}
    </section>
  );
}
