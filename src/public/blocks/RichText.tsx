/** Block rich-text: HTML from the rich-text editor, sanitized like every stored HTML, set like a page's content (ui/ProseHtml.tsx). */
import type { BlockData } from '../block-list/block-data.ts';
import { Container } from '../ui/Container.tsx';
import { ProseHtml } from '../ui/ProseHtml.tsx';

export default function RichText({ data }: { data: BlockData<'rich-text'> }) {
  return (
    <section css={{ padding: '2.5rem 0' }}>
      <Container css={{ maxWidth: '52rem' }}>
        <ProseHtml html={data.html} />
      </Container>
    </section>
  );
}
