/**
 * "Saklama süresi ve aydınlatma metni": the two KVKK fields of the site settings record
 * (contact_retention_months, contact_disclosure_text), edited next to the personal data
 * requests. Only these two columns are read and written, so the settings screen's own save
 * and this one never overwrite each other's fields.
 */
import { useSnackbar } from 'notistack';
import { Save } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { resource } from '../../../generated/admin/settings.ts';
import { useAdminClient } from '../auth/AuthProvider.tsx';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { TextArea } from '../ui/TextArea.tsx';
import { TextField } from '../ui/TextField.tsx';

type State = { phase: 'loading' } | { phase: 'missing' } | { phase: 'error'; message: string } | { phase: 'ready'; id: string };

/** '' keeps messages; otherwise a whole number of months, 1 to 120 (the column's CHECK). */
export function retentionError(text: string): string | undefined {
  if (text.trim() === '') return undefined;
  const months = Number(text);
  return Number.isInteger(months) && months >= 1 && months <= 120 ? undefined : '1 ile 120 arasında bir ay sayısı girin ya da boş bırakın';
}

export function RetentionSettingsCard() {
  const db = useAdminClient();
  const { enqueueSnackbar } = useSnackbar();
  const [state, setState] = useState<State>({ phase: 'loading' });
  const [months, setMonths] = useState('');
  const [disclosure, setDisclosure] = useState('');
  const [errors, setErrors] = useState<{ months?: string; disclosure?: string }>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    void db
      .from('site_settings')
      .select('id, contact_retention_months, contact_disclosure_text')
      .order('created_at')
      .limit(1)
      .maybeSingle()
      .then(({ data, error }) => {
        if (!live) return;
        if (error) return setState({ phase: 'error', message: error.message });
        if (!data) return setState({ phase: 'missing' });
        setMonths(data.contact_retention_months === null ? '' : String(data.contact_retention_months));
        setDisclosure(data.contact_disclosure_text);
        setState({ phase: 'ready', id: data.id });
      });
    return () => {
      live = false;
    };
  }, [db]);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (state.phase !== 'ready' || saving) return;
    const found = { months: retentionError(months), disclosure: disclosure.trim() ? undefined : 'Aydınlatma metni gerekli' };
    setErrors(found);
    if (found.months || found.disclosure) return;
    setSaving(true);
    const { error } = await db
      .from('site_settings')
      .update({ contact_retention_months: months.trim() === '' ? null : Number(months), contact_disclosure_text: disclosure.trim() })
      .eq('id', state.id);
    setSaving(false);
    if (error) enqueueSnackbar(`Kaydedilemedi: ${error.message}`, { variant: 'error' });
    else enqueueSnackbar('Saklama süresi ve aydınlatma metni kaydedildi', { variant: 'success' });
  };

  return (
    <Card title="Saklama süresi ve aydınlatma metni">
      {state.phase === 'loading' ? (
        <Spinner />
      ) : state.phase === 'missing' ? (
        <Alert tone="info">Site ayarları henüz kaydedilmemiş; önce Ayarlar sayfasını kaydedin.</Alert>
      ) : state.phase === 'error' ? (
        <Alert tone="danger">Ayarlar yüklenemedi: {state.message}</Alert>
      ) : (
        <form onSubmit={(e) => void save(e)} noValidate aria-label="Saklama süresi ve aydınlatma metni" css={{ display: 'grid', gap: '1rem' }}>
          <TextField
            label={resource.fieldTitles.contact_retention_months}
            type="number"
            min={1}
            max={120}
            step={1}
            name="contact_retention_months"
            value={months}
            onChange={(e) => setMonths(e.target.value)}
            error={errors.months}
            hint="Bu süreden eski iletişim mesajları sunucu tarafından her saat silinir. Boş bırakılırsa mesajlar saklanır."
          />
          <TextArea
            label={resource.fieldTitles.contact_disclosure_text}
            name="contact_disclosure_text"
            rows={5}
            maxLength={2000}
            value={disclosure}
            onChange={(e) => setDisclosure(e.target.value)}
            error={errors.disclosure}
            hint="İletişim formunun gönder düğmesinin üstünde gösterilir; her mesaj gösterilen metni kaydeder."
          />
          <div>
            <Button type="submit" variant="primary" icon={Save} loading={saving}>
              {saving ? 'Kaydediliyor...' : 'Kaydet'}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
