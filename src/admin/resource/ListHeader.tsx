/** The list's title, its count (and its items missing a translation), the CSV export and the button creating a new item. */
import { Plus } from 'lucide-react';
import { Button } from '../ui/Button.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';
import { CsvExportButton } from './CsvExportButton.tsx';
import { MissingTranslations } from './MissingTranslations.tsx';
import { useMissingTranslations } from './row-languages.ts';
import type { AnyResource, Row } from './types.ts';
import type { ResourceList } from './use-resource-list.ts';

export function ListHeader({ resource, list, exportRows, onCreate }: { resource: AnyResource; list: ResourceList; exportRows: () => Promise<Row[]>; onCreate: () => void }) {
  const missing = useMissingTranslations(resource);
  return (
    <PageHeader
      title={resource.title}
      description={list.loading ? undefined : <ListCounts total={list.total} missing={missing} />}
      actions={
        <>
          <CsvExportButton resource={resource} rows={exportRows} />
          {resource.form && resource.creatable !== false && (
            <Button variant="primary" icon={Plus} onClick={onCreate}>
              {resource.newLabel}
            </Button>
          )}
        </>
      }
    />
  );
}

function ListCounts({ total, missing }: { total: number; missing: Record<string, number> | null }) {
  return (
    <>
      {`${total} kayıt`}
      {missing && <MissingTranslations missing={missing} />}
    </>
  );
}
