/** Block rich-text: HTML from the rich-text editor, sanitized like every stored HTML (ui/Html.tsx). */
import type { BlockDataByType } from '../../../generated/blocks.ts';
import { Container } from '../ui/Container.tsx';
import { Html } from '../ui/Html.tsx';

export default function RichText({ data }: { data: BlockDataByType['rich-text'] }) {
  return (
    <section css={{ padding: '2.5rem 0' }}>
      <Container css={{ maxWidth: '52rem' }}>
        <Html html={data.html} css={(theme) => ({ fontSize: '1.05rem', lineHeight: 1.8, 'h2, h3': { marginTop: '1.8rem' }, a: { color: theme.color.primaryDark } })} />
      </Container>
    </section>
  );
}
