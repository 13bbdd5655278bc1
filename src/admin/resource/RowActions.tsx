/** View on the site (when the entity has a public page), edit and delete buttons of one row. */
import { ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { IconButton } from '../ui/Button.tsx';
import type { AnyResource, Row } from './types.ts';

/** The config's public path with each `{field}` filled from the row; none while a field is empty or the item unpublished. */
export function publicUrl(resource: AnyResource, row: Row): string | undefined {
  if (!resource.publicPath) return undefined;
  if (resource.status && !row[resource.status.field as string]) return undefined;
  const fields = [...resource.publicPath.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  if (fields.some((f) => row[f] === null || row[f] === undefined || row[f] === '')) return undefined;
  return resource.publicPath.replace(/\{(\w+)\}/g, (_, f: string) => encodeURIComponent(String(row[f])));
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
