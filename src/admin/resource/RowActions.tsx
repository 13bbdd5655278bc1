/**
 * The actions of one row: view on the site (when the entity has a public page), edit, and the
 * "Diğer işlemler" menu holding Sil, apart from publishing and editing (its confirmation is the
 * list's). An author is offered no Sil on a live row (the database refuses it, 42501). Also
 * the row's title as a real link to the item's editor.
 */
import { ExternalLink, Pencil } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useAuth } from '../auth/AuthProvider.tsx';
import { mayPublish, staffRole } from '../auth/staff-role.ts';
import { IconButton } from '../ui/Button.tsx';
import { OverflowMenu } from '../ui/OverflowMenu.tsx';
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
  const live = resource.status ? Boolean(row[resource.status.field as string]) : false;
  const deletes = mayPublish(staffRole(useAuth().session)) || !live;
  return (
    <span css={{ display: 'inline-flex', gap: '0.25rem' }}>
      {url && <IconButton icon={ExternalLink} label={`Sitede görüntüle: ${name}`} onClick={() => window.open(url, '_blank', 'noopener')} />}
      <IconButton icon={Pencil} label={`Düzenle: ${name}`} onClick={onEdit} />
      {deletes && <OverflowMenu label={`Diğer işlemler: ${name}`} actions={[{ label: 'Sil', danger: true, onSelect: onDelete }]} />}
    </span>
  );
}

/**
 * The row's title: a link to the item's address (/admin/<route>/<id>, a page of its own or the
 * list with its dialog), so it can be focused, opened in a new tab or copied. A plain click
 * opens it the way the list does (keeping the list's search to come back to).
 */
export function RowTitleLink({ resource, row, title, onOpen }: { resource: AnyResource; row: Row; title: string; onOpen(): void }) {
  const open = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    onOpen();
  };
  return (
    <a href={`/admin/${resource.route}/${encodeURIComponent(row.id)}`} onClick={open} css={(theme) => ({ color: 'inherit', fontWeight: 600, textDecoration: 'none', '&:hover': { textDecoration: 'underline' }, '&:focus-visible': { outline: `2px solid ${theme.color.primary}`, outlineOffset: 2 } })}>
      {title || 'Başlıksız'}
    </a>
  );
}
