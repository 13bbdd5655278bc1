/** View on the site (when the entity has a public page), edit and delete buttons of one row. */
import { ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { IconButton } from '../ui/Button.tsx';
import type { AnyResource, Row } from './types.ts';

export function publicUrl(resource: AnyResource, row: Row): string | undefined {
  if (!resource.publicPath || !row.slug) return undefined;
  if (resource.status && !row[resource.status.field as string]) return undefined;
  return resource.publicPath.replace('{slug}', encodeURIComponent(String(row.slug)));
}

export function RowActions({ resource, row, onEdit, onDelete, name }: { resource: AnyResource; row: Row; onEdit(): void; onDelete(): void; name: string }) {
  const url = publicUrl(resource, row);
  return (
    <span css={{ display: 'inline-flex', gap: '0.25rem' }}>
      {url && <IconButton icon={ExternalLink} label={`Sitede görüntüle: ${name}`} onClick={() => window.open(url, '_blank', 'noopener')} />}
      <IconButton icon={Pencil} label={`Düzenle: ${name}`} onClick={onEdit} />
      <IconButton icon={Trash2} label={`Sil: ${name}`} variant="danger" onClick={onDelete} />
    </span>
  );
}
