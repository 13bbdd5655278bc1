/**
 * The retention settings beside the trash: how many earlier versions each row keeps and how
 * many days deleted rows stay (site_settings.revision_keep_count / trash_retention_days, with
 * the limits and titles of the schema). The database applies them on the next write.
 * Only administrators write site_settings, so an editor sees the values read-only with a
 * note instead of a save the database would refuse.
 */
import { useEffect, useState } from 'react';
import { useSnackbar } from '../ui/use-snackbar.tsx';
import { resource as settings } from '../../../generated/admin/settings.ts';
import { useQuery } from '@tanstack/react-query';
import { useAdminClient, useAuth } from '../auth/AuthProvider.tsx';
import { unwrap } from '../data/data-query.ts';
import { dataKeys } from '../data/query-keys.ts';
import { retentionData, SETTINGS_TABLE } from '../data/retention-data.ts';
import { useTableWrite } from '../data/use-table-write.ts';
import { staffRole } from '../auth/staff-role.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';
import { TextField } from '../ui/TextField.tsx';

export interface Retention {
  keep: number;
  days: number;
}

export const DEFAULT_RETENTION: Retention = {
  keep: (settings.defaults?.revision_keep_count as number | undefined) ?? 50,
  days: (settings.defaults?.trash_retention_days as number | undefined) ?? 30,
};

const RETENTION_KEY = dataKeys.about(SETTINGS_TABLE, 'first', 'retention');

export function TrashRetention({ onLoaded }: { onLoaded(r: Retention): void }) {
  const client = useAdminClient();
  const { enqueueSnackbar } = useSnackbar();
  const mayEdit = staffRole(useAuth().session) === 'admin';
  // Read once per visit (the fields are filled from it, never refilled behind the person's back).
  const stored = useQuery({ queryKey: RETENTION_KEY, queryFn: () => unwrap(retentionData(client).get()), staleTime: Infinity, gcTime: 0 });
  const rowId = stored.data?.id ?? null;
  const [keep, setKeep] = useState(String(DEFAULT_RETENTION.keep));
  const [days, setDays] = useState(String(DEFAULT_RETENTION.days));
  const write = useTableWrite([SETTINGS_TABLE], ({ id, keep, days }: { id: string; keep: number; days: number }) => retentionData(client).save(id, keep, days), {}, RETENTION_KEY);
  const saving = write.isPending;
  // A refused save stays in the card until the next try (never a toast for a form's error).
  const [saveError, setSaveError] = useState(false);
  const keepLimits = settings.fieldLimits.revision_keep_count ?? {};
  const dayLimits = settings.fieldLimits.trash_retention_days ?? {};

  const data = stored.data;
  useEffect(() => {
    if (!data) return;
    setKeep(String(data.revision_keep_count));
    setDays(String(data.trash_retention_days));
    onLoaded({ keep: data.revision_keep_count, days: data.trash_retention_days });
  }, [data, onLoaded]);

  const valid = (v: string, l: { minimum?: number; maximum?: number }) => /^\d+$/.test(v) && Number(v) >= (l.minimum ?? 1) && Number(v) <= (l.maximum ?? 1000);
  const keepOk = valid(keep, keepLimits);
  const daysOk = valid(days, dayLimits);

  async function save() {
    if (!mayEdit || !rowId || !keepOk || !daysOk) return;
    setSaveError(false);
    try {
      await write.mutateAsync({ id: rowId, keep: Number(keep), days: Number(days) });
    } catch {
      setSaveError(true);
      return;
    }
    onLoaded({ keep: Number(keep), days: Number(days) });
    enqueueSnackbar('Saklama ayarları kaydedildi', { variant: 'success' });
  }

  return (
    <Card title="Saklama ayarları" description={
        !mayEdit
          ? 'Bu ayarları yalnızca yöneticiler değiştirebilir.'
          : rowId
            ? 'Fazla sürümler ve süresi dolan silinmiş kayıtlar bir sonraki kaydetmede temizlenir.'
            : 'Ayarları değiştirmek için önce Site Ayarları sayfasını bir kez kaydedin.'
      } headingLevel={2}>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'flex-end' }}>
        <TextField
          label={settings.fieldTitles.revision_keep_count}
          type="number"
          min={keepLimits.minimum}
          max={keepLimits.maximum}
          value={keep}
          disabled={mayEdit && !rowId}
          readOnly={!mayEdit}
          error={!mayEdit || keepOk ? undefined : `${keepLimits.minimum ?? 1} ile ${keepLimits.maximum ?? 500} arasında bir tam sayı olmalı`}
          onChange={(e) => setKeep(e.target.value)}
        />
        <TextField
          label={settings.fieldTitles.trash_retention_days}
          type="number"
          min={dayLimits.minimum}
          max={dayLimits.maximum}
          value={days}
          disabled={mayEdit && !rowId}
          readOnly={!mayEdit}
          error={!mayEdit || daysOk ? undefined : `${dayLimits.minimum ?? 1} ile ${dayLimits.maximum ?? 365} arasında bir tam sayı olmalı`}
          onChange={(e) => setDays(e.target.value)}
        />
        {mayEdit && (
          <Button variant="primary" onClick={() => void save()} loading={saving} disabled={!rowId || !keepOk || !daysOk}>
            Kaydet
          </Button>
        )}
      </div>
      {saveError && (
        <div css={{ marginTop: '1rem' }}>
          <Alert tone="danger">{settings.messages.saveError}. Değerler duruyor; yeniden deneyin.</Alert>
        </div>
      )}
    </Card>
  );
}
