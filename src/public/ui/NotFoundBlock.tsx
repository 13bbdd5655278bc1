/** A missing item: its Turkish message, a way back, and noindex metadata. */
import { ArrowLeft } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { HeadTags } from '../seo/HeadTags.tsx';
import { notFoundMeta } from '../seo/page-meta.ts';
import { useSite } from '../site-context.tsx';
import { ButtonLink } from './ButtonLink.tsx';
import { Container } from './Container.tsx';

export function NotFoundBlock({ message, backTo, backLabel }: { message: string; backTo: string; backLabel: string }) {
  const { meta } = useSite();
  const { pathname } = useLocation();
  return (
    <Container css={{ padding: '6rem 1.25rem', textAlign: 'center' }}>
      <HeadTags meta={notFoundMeta(meta, pathname, message)} />
      <h1 css={{ fontSize: 'clamp(1.8rem, 4vw, 2.4rem)' }}>{message}</h1>
      <ButtonLink to={backTo} tone="outline">
        <ArrowLeft size={18} aria-hidden /> {backLabel}
      </ButtonLink>
    </Container>
  );
}
