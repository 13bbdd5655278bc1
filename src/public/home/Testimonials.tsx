/**
 * Client testimonials: the six newest, with a badge showing the real average rating of all
 * published testimonials (product decision 9) and their number as '+ Mutlu Müşteri'.
 */
import { Quote, Star } from 'lucide-react';
import type { TestimonialRow } from '../data/content.ts';
import { useSite } from '../site-context.tsx';
import { CardGrid } from '../ui/CardGrid.tsx';
import { Section } from '../ui/Section.tsx';
import { ResponsiveImage } from '../ui/ResponsiveImage.tsx';

export function Stars({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`5 üzerinden ${rating} puan`} css={{ display: 'inline-flex', gap: 2, color: '#f59e0b' }}>
      {[1, 2, 3, 4, 5].map((i) => (
        <Star key={i} size={16} aria-hidden fill={i <= rating ? 'currentColor' : 'none'} />
      ))}
    </span>
  );
}

/** 4.857… → "4,9" (Turkish decimal comma). */
export function formatRating(average: number): string {
  return average.toLocaleString('tr-TR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** `title` and `id`: the testimonials block sets its own title (and no id: a page may have two). */
export function Testimonials({ testimonials, rating, title = 'Müşterilerimiz ne diyor?', id = 'yorumlar' }: { testimonials: TestimonialRow[]; rating: { average: number; count: number } | null; title?: string; id?: string }) {
  const { media } = useSite();
  return (
    <Section id={id || undefined} eyebrow="Müşteri Yorumları" title={title}>
      {rating && rating.count > 0 && (
        <p data-testid="rating-badge" css={(theme) => ({ display: 'flex', justifyContent: 'center', flexWrap: 'wrap', gap: '0.6rem 1.4rem', margin: '-1rem 0 2rem', color: theme.color.textMuted })}>
          <span css={{ display: 'inline-flex', alignItems: 'center', gap: '0.4rem', fontWeight: 700, color: '#0f172a' }}>
            <Star size={18} aria-hidden fill="#f59e0b" color="#f59e0b" /> {formatRating(rating.average)}/5
          </span>
          <span>
            <strong css={{ color: '#0f172a' }}>{rating.count}</strong> + Mutlu Müşteri
          </span>
        </p>
      )}
      <CardGrid>
        {testimonials.map((t) => {
          const avatar = media(t.avatar);
          return (
            <li key={t.id}>
              <figure css={(theme) => ({ margin: 0, height: '100%', display: 'flex', flexDirection: 'column', gap: '1rem', padding: '1.6rem', borderRadius: theme.radius.lg, background: '#fff', border: `1px solid ${theme.color.border}`, boxShadow: theme.shadow.sm })}>
                <div css={{ display: 'flex', justifyContent: 'space-between' }}>
                  <Stars rating={t.rating} />
                  <Quote size={22} aria-hidden css={(theme) => ({ color: theme.color.accent })} />
                </div>
                <blockquote css={{ margin: 0, flex: 1 }}>
                  <p css={{ margin: 0 }}>{t.content}</p>
                </blockquote>
                <figcaption css={{ display: 'flex', alignItems: 'center', gap: '0.75rem' }}>
                  {avatar ? (
                    <ResponsiveImage src={avatar} alt="" width={48} height={48} css={{ borderRadius: '50%' }} />
                  ) : (
                    <span aria-hidden="true" css={(theme) => ({ width: 48, height: 48, borderRadius: '50%', display: 'inline-flex', alignItems: 'center', justifyContent: 'center', background: theme.color.surfaceAlt, color: theme.color.primaryDark, fontWeight: 700 })}>
                      {t.name.charAt(0)}
                    </span>
                  )}
                  <span>
                    <strong css={{ display: 'block' }}>{t.name}</strong>
                    <span css={(theme) => ({ fontSize: '0.85rem', color: theme.color.textMuted })}>{[t.position, t.company].filter(Boolean).join(', ')}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          );
        })}
      </CardGrid>
    </Section>
  );
}
