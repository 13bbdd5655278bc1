/** The body of a block that is a reference to the library: which library block, a link to edit it there, and "Kopyaya çevir". */
import { libraryBlockPath, type LibraryBlock } from '../../../data/library-blocks-data.ts';
import { Button } from '../../../ui/Button.tsx';

export function LibraryRefBody({ refId, linked, loading, typeName, onDetach }: { refId: string; linked: LibraryBlock | undefined; loading: boolean; typeName: (type: string) => string; onDetach: (linked: LibraryBlock) => void }) {
  return (
    <div data-library-ref={refId} css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem' }}>
      <p css={{ margin: 0, flex: '1 1 16rem' }}>
        {linked ? `Kütüphane bloğu: ${linked.label} (${typeName(linked.blockType)})${linked.active ? '' : ' — pasif: sitede görünmez'}` : loading ? 'Kütüphane bloğu yükleniyor...' : 'Bu kütüphane bloğu bulunamadı: sitede görünmez.'}
      </p>
      <a href={libraryBlockPath(refId)} target="_blank" rel="noopener" css={(theme) => ({ color: theme.color.primary, fontSize: '0.9rem' })}>
        Kütüphanede düzenle
      </a>
      <Button size="sm" disabled={!linked} onClick={() => linked && onDetach(linked)}>
        Kopyaya çevir
      </Button>
    </div>
  );
}
