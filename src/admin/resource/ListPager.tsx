/** Önceki / Sonraki under a list paged by the database (large tables). */
import { Button } from '../ui/Button.tsx';
import type { ResourceList } from './use-resource-list.ts';

export function ListPager({ list }: { list: ResourceList }) {
  if (!list.serverSide || list.pages <= 1) return null;
  return (
    <nav aria-label="Sayfalar" css={{ display: 'flex', gap: '0.5rem', justifyContent: 'center', alignItems: 'center', marginTop: '1rem' }}>
      <Button size="sm" disabled={list.page <= 1} onClick={() => list.setPage(list.page - 1)}>
        Önceki
      </Button>
      <span>
        Sayfa {list.page} / {list.pages}
      </span>
      <Button size="sm" disabled={list.page >= list.pages} onClick={() => list.setPage(list.page + 1)}>
        Sonraki
      </Button>
    </nav>
  );
}
