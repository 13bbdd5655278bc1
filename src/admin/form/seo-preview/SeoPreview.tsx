/**
 * Beside a resource's SEO fields (`seoPreview` in its schema): the Google result as it will
 * look (title and description cut where Google cuts them, by pixel width) and the card a
 * share on social media shows (Open Graph image, title, description), updating as staff type.
 */
import { useMemo } from 'react';
import { canvasMeasure, cutToWidth, SERP_DESCRIPTION, SERP_TITLE } from '../../../lib/serp-cut.ts';
import { mediaUrl } from '../../../lib/media-url.ts';
import { useApiUrl } from '../../ui/ImageUrlField.tsx';
import { previewTexts, type SeoPreviewOptions } from './seo-preview-values.ts';
import { useSiteFacts } from './use-site-facts.ts';

const frame = { display: 'grid', gap: '0.5rem', minWidth: 0 } as const;
const caption = { margin: 0, fontSize: '0.85rem', fontWeight: 600 } as const;

function SerpPreview({ title, description, breadcrumb, siteName }: { title: string; description: string; breadcrumb: string; siteName: string }) {
  const cuts = useMemo(
    () => ({ title: cutToWidth(title, SERP_TITLE.maxPx, canvasMeasure(SERP_TITLE.font)), description: cutToWidth(description, SERP_DESCRIPTION.maxPx, canvasMeasure(SERP_DESCRIPTION.font)) }),
    [title, description],
  );
  return (
    <figure css={frame} aria-label="Google önizlemesi">
      <figcaption css={caption}>Google sonucunda böyle görünür</figcaption>
      {/* Google's own light colours, whatever the admin's theme: staff compare it with a real result. */}
      <div data-testid="serp-preview" css={{ background: '#fff', color: '#202124', borderRadius: 8, padding: '0.9rem 1rem', fontFamily: 'Arial, sans-serif', maxWidth: 600 }}>
        <div css={{ fontSize: 14, color: '#202124' }}>{siteName}</div>
        <div css={{ fontSize: 12, color: '#4d5156', marginBottom: 4, overflowWrap: 'anywhere' }}>{breadcrumb}</div>
        <div data-testid="serp-title" title={cuts.title.cut ? title : undefined} css={{ fontSize: 20, lineHeight: 1.3, color: '#1a0dab', whiteSpace: 'nowrap', overflow: 'hidden' }}>
          {cuts.title.text}
        </div>
        <div data-testid="serp-description" css={{ fontSize: 14, lineHeight: 1.58, color: '#4d5156' }}>
          {cuts.description.text || <span css={{ fontStyle: 'italic' }}>Açıklama yok; Google sayfadan bir parça seçer.</span>}
        </div>
      </div>
      {cuts.title.cut && <p css={{ margin: 0, fontSize: '0.8rem' }}>Başlık Google'da kesilir: yaklaşık 580 piksel sığar.</p>}
    </figure>
  );
}

function CardPreview({ title, description, image, host }: { title: string; description: string; image?: string; host: string }) {
  const apiUrl = useApiUrl();
  const src = mediaUrl(image, apiUrl);
  return (
    <figure css={frame} aria-label="Paylaşım kartı önizlemesi">
      <figcaption css={caption}>Sosyal medyada paylaşılınca</figcaption>
      <div data-testid="card-preview" css={{ background: '#fff', color: '#1c1e21', borderRadius: 8, overflow: 'hidden', border: '1px solid #dadde1', maxWidth: 500, fontFamily: 'Arial, sans-serif' }}>
        {src ? (
          <img src={src} alt="" css={{ display: 'block', width: '100%', aspectRatio: '1200 / 630', objectFit: 'cover', background: '#f0f2f5' }} />
        ) : (
          <div css={{ aspectRatio: '1200 / 630', background: '#f0f2f5', display: 'grid', placeItems: 'center', color: '#606770', fontSize: 13 }}>Görsel yok</div>
        )}
        <div css={{ padding: '0.6rem 0.75rem', background: '#f0f2f5', display: 'grid', gap: 2 }}>
          <span css={{ fontSize: 12, color: '#606770', textTransform: 'uppercase' }}>{host}</span>
          <strong data-testid="card-title" css={{ fontSize: 16, lineHeight: 1.25, overflow: 'hidden', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical' }}>
            {title}
          </strong>
          <span data-testid="card-description" css={{ fontSize: 14, color: '#606770', overflow: 'hidden', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical' }}>
            {description}
          </span>
        </div>
      </div>
    </figure>
  );
}

export function SeoPreview({ data, options }: { data: Record<string, unknown>; options: SeoPreviewOptions }) {
  const site = useSiteFacts();
  const texts = previewTexts(data, options, site);
  return (
    <section aria-label="Arama ve paylaşım önizlemesi" css={{ gridColumn: '1 / -1', display: 'grid', gap: '1.25rem', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))' }}>
      <SerpPreview title={texts.title} description={texts.description} breadcrumb={texts.breadcrumb} siteName={site.siteName} />
      <CardPreview title={texts.card.title} description={texts.card.description} image={texts.card.image} host={texts.host} />
    </section>
  );
}
