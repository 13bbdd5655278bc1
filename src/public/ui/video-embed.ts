/**
 * A YouTube or Vimeo address as its privacy-enhanced player: youtube-nocookie.com (no cookies
 * until the visitor plays) or player.vimeo.com with dnt=1 (no tracking). schema/blocks/video.ts
 * accepts only these hosts; anything else gives null (nothing is embedded).
 */
export interface VideoEmbed {
  host: 'YouTube' | 'Vimeo';
  /** The player's URL, set to start at once (the visitor has just pressed play). */
  src: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^[0-9]+$/;

function youtubeId(url: URL): string | undefined {
  if (url.hostname === 'youtu.be') return url.pathname.slice(1).split('/')[0];
  if (!/^(www\.|m\.)?youtube\.com$/.test(url.hostname)) return undefined;
  if (url.pathname === '/watch') return url.searchParams.get('v') ?? undefined;
  const [, kind, id] = url.pathname.split('/');
  return kind === 'embed' || kind === 'shorts' ? id : undefined;
}

function vimeoId(url: URL): string | undefined {
  const parts = url.pathname.split('/').filter(Boolean);
  if (url.hostname === 'player.vimeo.com') return parts[0] === 'video' ? parts[1] : undefined;
  return /^(www\.)?vimeo\.com$/.test(url.hostname) ? parts[0] : undefined;
}

export function videoEmbed(address: string): VideoEmbed | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  const yt = youtubeId(url);
  if (yt && YOUTUBE_ID.test(yt)) return { host: 'YouTube', src: `https://www.youtube-nocookie.com/embed/${yt}?autoplay=1` };
  const vimeo = vimeoId(url);
  if (vimeo && VIMEO_ID.test(vimeo)) return { host: 'Vimeo', src: `https://player.vimeo.com/video/${vimeo}?dnt=1&autoplay=1` };
  return null;
}
