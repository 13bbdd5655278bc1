/** /arama?q=… (/en/arama in English): the site search's results, rendered on the server (a visitor without JavaScript and a crawler get them), in the page's language. */
import { Link } from 'react-router-dom';
import { Container } from '../ui/Container.tsx';
import { excerptParts } from '../../lib/search-marks.ts';
import { SearchForm } from '../search/SearchForm.tsx';
import type { SearchData, SearchHit } from '../search/search-data.ts';
import type { PageProps } from '../routes/route.ts';
import { useLanguage } from '../language/use-language.ts';
import { searchStrings, type SearchStrings } from '../../lib/i18n/strings/search.ts';

/** Links offered when nothing is found (in the page's language: the router's basename adds /en). */
const suggestions = (t: SearchStrings) => [
  { to: '/blog', label: t.suggestBlog },
  { to: '/services', label: t.suggestServices },
  { to: '/projects', label: t.suggestProjects },
  { to: '/faq', label: t.suggestFaq },
];

function Excerpt({ text }: { text: string }) {
  return (
    <p css={(theme) => ({ margin: '0.35rem 0 0', color: theme.color.textMuted, '& mark': { background: '#fff3a3', color: theme.color.text } })}>
      {excerptParts(text).map((p, i) => (p.marked ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>))}
    </p>
  );
}

function Result({ hit }: { hit: SearchHit }) {
  return (
    <li data-search-result={hit.type} css={{ padding: '1rem 0', borderBottom: '1px solid rgb(0 0 0 / 0.08)' }}>
      <span css={(theme) => ({ fontSize: '0.8rem', fontWeight: 700, textTransform: 'uppercase', color: theme.color.primaryDark })}>{hit.label}</span>
      <h2 css={{ margin: '0.2rem 0 0', fontSize: '1.2rem' }}>
        {/* The address as the database gives it, already in the page's language ('/en/…'): not a router Link, which would prefix it again. */}
        <a href={hit.url}>{hit.title}</a>
      </h2>
      {hit.excerpt && <Excerpt text={hit.excerpt} />}
    </li>
  );
}

function NoResults({ q }: { q: string }) {
  const t = searchStrings(useLanguage());
  return (
    <div>
      <p css={{ fontWeight: 700 }}>{q ? t.noResults : t.prompt}</p>
      {q && <p>{t.tryAgain}</p>}
      <ul>
        {suggestions(t).map((s) => (
          <li key={s.to}>
            <Link to={s.to}>{s.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function SearchPage({ data }: PageProps<SearchData>) {
  const t = searchStrings(useLanguage());
  return (
    <Container css={{ padding: '3rem 1.25rem', maxWidth: 820 }}>
      <h1 css={{ marginTop: 0 }}>{data.q ? t.heading(data.q) : t.emptyHeading}</h1>
      <SearchForm id="search-page-q" q={data.q} />
      {data.hits.length ? (
        <>
          <p aria-live="polite">{t.count(data.hits.length)}</p>
          <ol css={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {data.hits.map((hit) => (
              <Result key={`${hit.type}:${hit.slug}`} hit={hit} />
            ))}
          </ol>
        </>
      ) : (
        <NoResults q={data.q} />
      )}
    </Container>
  );
}
