/** A missing item: its Turkish message and a way back (its noindex metadata is the route's). */
import { ArrowLeft } from 'lucide-react';
import { ButtonLink } from './ButtonLink.tsx';
import { Container } from './Container.tsx';

export function NotFoundBlock({ message, backTo, backLabel }: { message: string; backTo: string; backLabel: string }) {
  return (
    <Container css={{ padding: '6rem 1.25rem', textAlign: 'center' }}>
      <h1 css={{ fontSize: 'clamp(1.8rem, 4vw, 2.4rem)' }}>{message}</h1>
      <ButtonLink to={backTo} tone="outline">
        <ArrowLeft size={18} aria-hidden /> {backLabel}
      </ButtonLink>
    </Container>
  );
}
