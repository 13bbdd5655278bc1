/**
 * Video: a YouTube or Vimeo video, embedded without tracking (youtube-nocookie.com, Vimeo's
 * dnt=1) and only after the visitor clicks play, so nothing loads from the video host before.
 */
import { defineBlock } from '../block.ts';
import type { BlockAnchor } from '../common/block-anchor.ts';

/** @title Video */
export interface VideoBlock extends BlockAnchor {
  /**
   * @title Video bağlantısı
   * @description YouTube ya da Vimeo adresi, örneğin https://www.youtube.com/watch?v=… ya da https://vimeo.com/…
   * @pattern ^https://((www\.|m\.)?youtube\.com/(watch\?v=|embed/|shorts/)[A-Za-z0-9_-]{11}|youtu\.be/[A-Za-z0-9_-]{11}|(www\.)?vimeo\.com/[0-9]+|player\.vimeo\.com/video/[0-9]+)([?&#/]\S*)?$
   * @maxLength 500
   */
  url: string;
  /**
   * @title Video başlığı
   * @description Ekran okuyucular için videonun adı.
   * @minLength 1
   * @maxLength 200
   */
  title: string;
  /**
   * @title Kapak görseli
   * @description Oynat düğmesinin arkasında görünür; boş bırakılırsa koyu bir alan gösterilir.
   * @format uri-reference
   * @maxLength 500
   */
  poster?: string;
  /**
   * @title Açıklama
   * @maxLength 500
   */
  caption?: string;
}

export const block = defineBlock<VideoBlock>({
  type: 'video',
  dataType: 'VideoBlock',
  name: 'Video',
  description: 'YouTube ya da Vimeo videosu; ziyaretçi oynata basana kadar video sitesine bağlanmaz.',
  icon: 'Video',
  fields: {
    url: { widget: 'url', placeholder: 'https://www.youtube.com/watch?v=…', errors: { pattern: 'Yalnızca YouTube ya da Vimeo video bağlantısı girin (ör. https://www.youtube.com/watch?v=… ya da https://vimeo.com/…)' } },
    poster: { widget: 'image' },
  },
});
