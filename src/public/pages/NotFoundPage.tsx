/** 404: a large 404, ways back, and the most visited pages. */
import { Home } from 'lucide-react';
import { Link } from 'react-router-dom';
import { BackButtonIsland } from '../islands/parts.tsx';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { Container } from '../ui/Container.tsx';

const POPULAR = [
  { to: '/about', label: 'Hakkımızda' },
  { to: '/services', label: 'Hizmetlerimiz' },
  { to: '/projects', label: 'Projelerimiz' },
  { to: '/contact', label: 'İletişim' },
];

export default function NotFoundPage() {
  return (
    <Container css={{ padding: '5rem 1.25rem', textAlign: 'center' }}>
      <p aria-hidden="true" css={(theme) => ({ margin: 0, fontSize: 'clamp(5rem, 20vw, 9rem)', fontWeight: 900, lineHeight: 1, color: theme.color.primaryDark })}>
        404
      </p>
      <h1 css={{ margin: '0.5rem 0' }}>Sayfa bulunamadı</h1>
      <p css={(theme) => ({ color: theme.color.textMuted, marginBottom: '2rem' })}>Aradığınız sayfa taşınmış veya hiç var olmamış olabilir.</p>
      <div css={{ display: 'flex', gap: '0.8rem', justifyContent: 'center', flexWrap: 'wrap' }}>
        <ButtonLink to="/">
          <Home size={18} aria-hidden /> Ana Sayfaya Dön
        </ButtonLink>
        <BackButtonIsland />
      </div>
      <nav aria-label="Popüler sayfalar" css={{ marginTop: '3rem' }}>
        <h2 css={{ fontSize: '1.1rem' }}>Popüler sayfalar</h2>
        <ul css={{ listStyle: 'none', padding: 0, display: 'flex', gap: '1.2rem', justifyContent: 'center', flexWrap: 'wrap' }}>
          {POPULAR.map((p) => (
            <li key={p.to}>
              <Link to={p.to}>{p.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </Container>
  );
}
