/**
 * Block video's player (an island, blocks/Video.tsx places it): a 16:9 box (reserved: no layout shift) with a play button over the poster. Only
 * a click inserts the privacy-enhanced player (ui/video-embed.ts), so the page loads nothing
 * from YouTube or Vimeo before the visitor asks for it. Before the page is interactive the
 * button is a plain link to the video.
 */
import { Play } from 'lucide-react';
import { useState, type MouseEvent } from 'react';
import type { BlockData } from '../block-list/block-data.ts';
import { useSite } from '../site-context.tsx';
import { Container } from '../ui/Container.tsx';
import { IMAGE_SIZES } from '../ui/image-sizes.ts';
import { ResponsiveImage } from '../ui/ResponsiveImage.tsx';
import { videoEmbed } from '../ui/video-embed.ts';

const fill = { position: 'absolute', inset: 0, width: '100%', height: '100%' } as const;

export function VideoPlayer({ data }: { data: BlockData<'video'> }) {
  const { media } = useSite();
  const [playing, setPlaying] = useState(false);
  const embed = data.url ? videoEmbed(data.url) : null;
  if (!embed || !data.url) return null;
  const title = data.title || 'Video';
  const poster = media(data.poster);

  function play(e: MouseEvent<HTMLAnchorElement>) {
    // A new tab (Ctrl/⌘, middle click) still opens the video's own page.
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    setPlaying(true);
  }

  return (
    <section css={{ padding: '3rem 0' }}>
      <Container css={{ maxWidth: '52rem' }}>
        <figure css={{ margin: 0 }}>
          <div data-video-box css={(theme) => ({ position: 'relative', aspectRatio: '16 / 9', background: '#0f172a', borderRadius: theme.radius.lg, overflow: 'hidden' })}>
            {playing ? (
              <iframe src={embed.src} title={title} allow="autoplay; encrypted-media; fullscreen; picture-in-picture" allowFullScreen referrerPolicy="strict-origin-when-cross-origin" css={{ ...fill, border: 0 }} />
            ) : (
              <a href={data.url} target="_blank" rel="noopener noreferrer" onClick={play} aria-label={`Videoyu oynat: ${title}`} css={{ ...fill, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: '0.75rem', color: '#fff', textDecoration: 'none' }}>
                {poster && <ResponsiveImage src={poster} alt="" width={832} height={468} sizes={IMAGE_SIZES.article} css={{ ...fill, opacity: 0.75 }} />}
                <span aria-hidden="true" css={(theme) => ({ position: 'relative', display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: 72, height: 72, borderRadius: '50%', background: theme.color.strong, color: theme.color.onPrimary, boxShadow: theme.shadow.lg })}>
                  <Play size={32} fill="currentColor" />
                </span>
              </a>
            )}
          </div>
          {/* Said before the click (outside the link, whose name is its label): what pressing play loads. */}
          {!playing && <p css={(theme) => ({ margin: '0.5rem 0 0', fontSize: '0.8rem', color: theme.color.textMuted, textAlign: 'center' })}>{`Oynata bastığınızda video ${embed.host} üzerinden yüklenir.`}</p>}
          {data.caption && <figcaption css={(theme) => ({ marginTop: '0.75rem', color: theme.color.textMuted, textAlign: 'center' })}>{data.caption}</figcaption>}
        </figure>
      </Container>
    </section>
  );
}
