/** Block faq: questions staff write, in the site's FAQ list (<details>: no JavaScript needed). */
import { listOf, type BlockData } from '../block-list/block-data.ts';
import { FaqList } from '../faq/FaqList.tsx';
import { Container } from '../ui/Container.tsx';

export default function Faq({ data, blockId }: { data: BlockData<'faq'>; blockId?: string }) {
  // A question not typed yet is left out; an answer not typed yet is empty. Each keeps its
  // place in the list for its anchor '<block id>-q<n>', the address a site search result
  // links to (private.search_row_entries, supabase/schemas/15_search.sql).
  const items = listOf(data.items).flatMap((item, i) => (item.question ? [{ q: item.question, a: item.answer ?? '', id: blockId ? `${blockId}-q${i + 1}` : undefined }] : []));
  // 'list': one category of a longer page (the FAQ page), a small heading on the left. Spaced as
  // the FAQ page's categories were: 3rem above the first, 2.5rem between (margins, which collapse
  // with the heading's and with the next list's), so a run of lists reads as one column.
  if (data.look === 'list') {
    return (
      <section css={{ padding: '3rem 0 0', marginBottom: '2.5rem', '[data-block="faq"] + [data-block] > &': { paddingTop: 0 } }}>
        <Container css={{ maxWidth: '56rem' }}>
          {data.title && <h2 css={{ fontSize: '1.4rem' }}>{data.title}</h2>}
          <FaqList items={items} />
        </Container>
      </section>
    );
  }
  // 'page-end': a few questions closing a page (the contact page), in the frame they had there before blocks.
  if (data.look === 'page-end') {
    return (
      <section>
        <Container css={{ maxWidth: '56rem', padding: '2rem 1.25rem' }}>
          {data.title && <h2>{data.title}</h2>}
          <FaqList items={items} />
        </Container>
      </section>
    );
  }
  return (
    <section css={{ padding: '3rem 0' }}>
      <Container css={{ maxWidth: '52rem' }}>
        {data.title && <h2 css={{ fontSize: 'clamp(1.6rem, 4vw, 2.3rem)', margin: '0 0 1.5rem', textAlign: 'center' }}>{data.title}</h2>}
        <FaqList items={items} />
      </Container>
    </section>
  );
}
