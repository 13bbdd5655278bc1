/**
 * The library's bulk alt-text action: "Toplu alternatif metin" starts choosing (the grid's
 * buttons then toggle a file), "Alternatif metinleri düzenle (n)" opens one dialog for the
 * chosen images, "Seçimi bitir" ends choosing. Only images are offered in the dialog.
 */
import { useState } from 'react';
import { CheckSquare, Pencil, X } from 'lucide-react';
import { Button } from '../ui/Button.tsx';
import { BulkAltTextDialog } from './BulkAltTextDialog.tsx';
import type { MediaSelection } from './use-media-selection.ts';
import type { MediaRow } from './upload-media.ts';

export interface BulkAltTextBarProps {
  selection: MediaSelection;
  rows: MediaRow[];
  apiUrl: string;
}

export function BulkAltTextBar({ selection, rows, apiUrl }: BulkAltTextBarProps) {
  const [editing, setEditing] = useState(false);
  const chosen = rows.filter((r) => selection.ids.has(r.id) && r.file_type === 'image');
  if (!selection.active) {
    return (
      <Button size="sm" variant="secondary" icon={CheckSquare} onClick={selection.start}>
        Toplu alternatif metin
      </Button>
    );
  }
  return (
    <>
      <Button size="sm" variant="primary" icon={Pencil} disabled={!chosen.length} onClick={() => setEditing(true)}>
        {`Alternatif metinleri düzenle (${chosen.length})`}
      </Button>
      <Button size="sm" variant="secondary" icon={X} onClick={selection.stop}>
        Seçimi bitir
      </Button>
      <BulkAltTextDialog
        rows={editing ? chosen : []}
        apiUrl={apiUrl}
        onClose={() => setEditing(false)}
        onSaved={() => {
          setEditing(false);
          selection.stop();
        }}
      />
    </>
  );
}
