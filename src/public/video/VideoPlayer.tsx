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
    <section className="vd">
      <Container className="vd-column">
        <figure className="vd-figure">
          <div data-video-box className="vd-box">
            {playing ? (
              <iframe src={embed.src} title={title} allow="autoplay; encrypted-media; fullscreen; picture-in-picture" allowFullScreen referrerPolicy="strict-origin-when-cross-origin" className="vd-frame" />
            ) : (
              <a href={data.url} target="_blank" rel="noopener noreferrer" onClick={play} aria-label={`Videoyu oynat: ${title}`} className="vd-play">
                {poster && <ResponsiveImage src={poster} alt="" width={832} height={468} sizes={IMAGE_SIZES.article} className="vd-poster" />}
                <span aria-hidden="true" className="vd-button">
                  <Play size={32} fill="currentColor" />
                </span>
              </a>
            )}
          </div>
          {/* Said before the click (outside the link, whose name is its label): what pressing play loads. */}
          {!playing && <p className="vd-note">{`Oynata bastığınızda video ${embed.host} üzerinden yüklenir.`}</p>}
          {data.caption && <figcaption className="vd-caption">{data.caption}</figcaption>}
        </figure>
      </Container>
    </section>
  );
}
