/**
 * "<Ad> bu içeriği düzenliyor" above an open item's form while other staff have it open
 * (useEditPresence). Only a notice: the item can still be edited here, as in WordPress's
 * takeover; a save based on a stale copy is caught as an edit conflict.
 */
import { EDIT_CONFLICT_TEXTS } from '../data/edit-conflict.ts';
import type { FormResource, Row } from '../resource/types.ts';
import { Alert } from '../ui/Alert.tsx';
import { useEditPresence } from './use-edit-presence.ts';

export function EditPresenceNotice({ resource, row }: { resource: FormResource; row: Row | null }) {
  const others = useEditPresence(resource.table, row?.id ?? null);
  if (!others.length) return null;
  const names = [...new Set(others.map((o) => o.name))].join(', ');
  return (
    <div data-testid="edit-presence" css={{ marginBottom: '1rem' }}>
      <Alert tone="info">{EDIT_CONFLICT_TEXTS.presence.replace('{name}', names)}</Alert>
    </div>
  );
}
