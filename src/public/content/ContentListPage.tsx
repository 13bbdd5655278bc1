/** The default list page of a declared content type: its title band, a page of cards, the pager (`?sayfa=`, answered by the server). */
import { PUBLIC_PAGES, type PublicPagesTable } from '../../../generated/public-pages.ts';
import { ContentCard } from '../cards/ContentCard.tsx';
import type { ContentListData } from '../routes/content-loaders.ts';
import type { PageProps } from '../routes/route.ts';
import { CardGrid } from '../ui/CardGrid.tsx';
import { PageHero } from '../ui/PageHero.tsx';
import { Pager } from '../ui/Pager.tsx';
import { Section } from '../ui/Section.tsx';

export default function ContentListPage({ data }: PageProps<ContentListData<PublicPagesTable>>) {
  const d = PUBLIC_PAGES[data.table];
  const pages = Math.max(1, Math.ceil(data.total / d.perPage));
  return (
    <>
      <PageHero title={d.list.title} subtitle={d.list.description} />
      <Section>
        {data.rows.length === 0 ? (
          <p css={(theme) => ({ textAlign: 'center', color: theme.color.textMuted })}>{d.list.emptyText}</p>
        ) : (
          <CardGrid>
            {data.rows.map((row, i) => (
              <li key={row.id}>
                <ContentCard table={data.table} row={row} priority={i === 0} />
              </li>
            ))}
          </CardGrid>
        )}
        <Pager page={data.page} pages={pages} href={(p) => (p > 1 ? `${d.base}?sayfa=${p}` : d.base)} />
      </Section>
    </>
  );
}
