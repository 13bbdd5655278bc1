/** 'CSV İndir' on a list whose schema has `csvExport`: the rows matching its search and filters, in the list's order. */
import { Download } from 'lucide-react';
import { useSnackbar } from '../ui/use-snackbar.tsx';
import { useState } from 'react';
import { loadStaffChoices } from '../data/staff-choices-data.ts';
import { useAdminClient } from '../auth/AuthProvider.tsx';
import { downloadText } from '../newsletter/download-text.ts';
import { Button } from '../ui/Button.tsx';
import { csvFileName, rowsCsv } from './rows-csv.ts';
import type { AnyResource, Row } from './types.ts';

export function CsvExportButton({ resource, rows }: { resource: AnyResource; rows: () => Promise<Row[]> }) {
  const { enqueueSnackbar } = useSnackbar();
  const client = useAdminClient();
  const [busy, setBusy] = useState(false);
  const config = resource.csvExport;
  if (!config) return null;
  const download = async () => {
    setBusy(true);
    try {
      const staff = config.columns.some((c) => c.optionsFrom === 'staff') ? await loadStaffChoices(client) : undefined;
      downloadText(rowsCsv(config.columns, await rows(), { staff, answers: resource.answers }), csvFileName(config.fileName));
    } catch (error) {
      console.error(error);
      enqueueSnackbar('CSV dosyası hazırlanırken hata oluştu', { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={Download} loading={busy} onClick={() => void download()}>
      CSV İndir
    </Button>
  );
}
