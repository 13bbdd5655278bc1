/** 404: a large 404, ways back, and the most visited pages. */
import { useStrings } from '../language/use-language.ts';
import { Home } from 'lucide-react';
import { Link } from 'react-router-dom';
import { BackButtonIsland } from '../islands/parts.tsx';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { Container } from '../ui/Container.tsx';

export default function NotFoundPage() {
  const t = useStrings();
  const popular = [
    { to: '/about', label: t.popularAbout },
    { to: '/services', label: t.popularServices },
    { to: '/projects', label: t.popularProjects },
    { to: '/contact', label: t.popularContact },
  ];
  return (
    <Container css={{ padding: '5rem 1.25rem', textAlign: 'center' }}>
      <p aria-hidden="true" css={(theme) => ({ margin: 0, fontSize: 'clamp(5rem, 20vw, 9rem)', fontWeight: 900, lineHeight: 1, color: theme.color.primaryDark })}>
        404
      </p>
      <h1 css={{ margin: '0.5rem 0' }}>{t.notFoundTitle}</h1>
      <p css={(theme) => ({ color: theme.color.textMuted, marginBottom: '2rem' })}>{t.notFoundText}</p>
      <div css={{ display: 'flex', gap: '0.8rem', justifyContent: 'center', flexWrap: 'wrap' }}>
        <ButtonLink to="/">
          <Home size={18} aria-hidden /> {t.notFoundHome}
        </ButtonLink>
        <BackButtonIsland />
      </div>
      <nav aria-label={t.popularPages} css={{ marginTop: '3rem' }}>
        <h2 css={{ fontSize: '1.1rem' }}>{t.popularPages}</h2>
        <ul css={{ listStyle: 'none', padding: 0, display: 'flex', gap: '1.2rem', justifyContent: 'center', flexWrap: 'wrap' }}>
          {popular.map((p) => (
            <li key={p.to}>
              <Link to={p.to}>{p.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </Container>
  );
}
