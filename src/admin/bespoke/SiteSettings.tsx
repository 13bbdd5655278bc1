/**
 * Site settings (/admin/settings): the single site_settings record in sections (identity,
 * logos, contact, SEO, brand colours, fonts, header, footer, social links, map) with a
 * connection badge and a record badge. Without a connection the screen works offline: the
 * form shows defaults and saving is refused. A missing record is pre-filled with agency
 * defaults and the first save inserts it.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSnackbar } from 'notistack';
import { RefreshCw, Save } from 'lucide-react';
import { SITE_SETTINGS_TEXTS as T } from '../../../schema/site-settings.ts';
import { resource } from '../../../generated/admin/settings.ts';
import { useSingleRow } from '../settings/use-single-row.ts';
import { useConnection } from '../settings/use-connection.ts';
import { settingsSaveError } from '../settings/save-error.ts';
import { AGENCY_DEFAULTS, settingsPayload, validateSiteSettings, valuesFromRecord, type SiteSettingsErrors, type SiteSettingsValues } from '../settings/site-settings-form.ts';
import { StatusBadges } from '../settings/StatusBadges.tsx';
import { ColorField } from '../settings/ColorField.tsx';
import { MapEmbedNote } from '../settings/MapEmbedNote.tsx';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';
import { Checkbox } from '../ui/Checkbox.tsx';
import { FormGrid, Wide } from '../ui/FormGrid.tsx';
import { ImageUrlField } from '../ui/ImageUrlField.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { TextArea } from '../ui/TextArea.tsx';
import { TextField } from '../ui/TextField.tsx';

const SOCIAL_FIELDS = [
  { key: 'social_facebook', label: 'Facebook', placeholder: 'https://www.facebook.com/...' },
  { key: 'social_twitter', label: 'Twitter', placeholder: 'https://x.com/...' },
  { key: 'social_instagram', label: 'Instagram', placeholder: 'https://www.instagram.com/...' },
  { key: 'social_linkedin', label: 'LinkedIn', placeholder: 'https://www.linkedin.com/company/...' },
] as const;

export default function SiteSettings() {
  const { enqueueSnackbar } = useSnackbar();
  const connection = useConnection();
  const settings = useSingleRow('site_settings');
  const [values, setValues] = useState<SiteSettingsValues>(AGENCY_DEFAULTS);
  const [errors, setErrors] = useState<SiteSettingsErrors>({});
  const [saving, setSaving] = useState(false);
  const loadedToastShown = useRef(false);
  const title = (k: keyof typeof resource.fieldTitles) => resource.fieldTitles[k] ?? k;
  const maxOf = (k: string) => resource.fieldLimits[k]?.maxLength;
  const offline = connection.state === 'disconnected';

  useEffect(() => {
    if (offline) enqueueSnackbar(T.offlineLoad, { variant: 'warning', preventDuplicate: true });
  }, [offline, enqueueSnackbar]);
  useEffect(() => {
    // Offline, the failed load is explained by the offline toast and alert.
    if (settings.loadError && connection.state === 'connected') enqueueSnackbar(resource.messages.loadError, { variant: 'error', preventDuplicate: true });
  }, [settings.loadError, connection.state, enqueueSnackbar]);
  useEffect(() => {
    const r = settings.record;
    if (!r) return;
    setValues(valuesFromRecord(r));
    if (!loadedToastShown.current) {
      loadedToastShown.current = true;
      enqueueSnackbar(T.loaded, { variant: 'success' });
    }
  }, [settings.record, enqueueSnackbar]);

  const set = <K extends keyof SiteSettingsValues>(key: K, value: SiteSettingsValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const text = (key: keyof SiteSettingsValues) => ({
    value: values[key] as string,
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
    error: errors[key],
  });

  function retry() {
    connection.retry();
    settings.reload();
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (saving) return;
    if (connection.state !== 'connected') {
      enqueueSnackbar(T.offlineSave, { variant: 'error' });
      return;
    }
    const found = validateSiteSettings(values);
    setErrors(found);
    if (Object.keys(found).length) {
      enqueueSnackbar('Lütfen işaretli alanları düzeltin', { variant: 'warning' });
      return;
    }
    const existed = !!settings.record;
    setSaving(true);
    try {
      await settings.save(settingsPayload(values));
      enqueueSnackbar(existed ? T.updated : T.created, { variant: 'success' });
    } catch (err) {
      enqueueSnackbar(settingsSaveError(err as { code?: string; message?: string }), { variant: 'error' });
    } finally {
      setSaving(false);
    }
  }

  // Offline the button looks disabled but still answers a click with the reason.
  const saveLock = offline ? { 'aria-disabled': true, css: { opacity: 0.6, cursor: 'not-allowed' } } : { disabled: connection.state === 'checking' };

  if (settings.loading && !settings.record && !settings.loadError) return <Spinner />;
  const record = settings.record ? 'exists' : settings.loadError ? 'unknown' : 'missing';
  return (
    <form onSubmit={submit} noValidate css={{ display: 'grid', gap: '1.25rem' }}>
      <PageHeader
        title="Site Ayarları"
        description="Sitenin kimliği, iletişim bilgileri, görünümü ve haritası."
        actions={
          <Button type="submit" variant="primary" icon={Save} loading={saving} {...saveLock}>
            {saving ? 'Kaydediliyor...' : 'Kaydet'}
          </Button>
        }
      />
      <StatusBadges connection={connection.state} record={record} />
      {offline && (
        <Alert
          tone="warning"
          title="Offline mod"
          action={
            <Button size="sm" icon={RefreshCw} onClick={retry}>
              Yeniden dene
            </Button>
          }
        >
          Veritabanına ulaşılamıyor. Form varsayılan değerleri gösteriyor; bağlantı gelene kadar değişiklikler kaydedilemez.
        </Alert>
      )}
      {!offline && settings.loadError && connection.state === 'connected' && (
        <Alert tone="danger" title={resource.messages.loadError} action={<Button size="sm" icon={RefreshCw} onClick={retry}>Yeniden dene</Button>}>
          {settings.loadError.message}
        </Alert>
      )}

      <Card title={T.sections.general}>
        <FormGrid>
          <TextField label={title('site_name')} required maxLength={maxOf('site_name')} {...text('site_name')} />
          <TextField label={title('site_url')} required type="url" inputMode="url" placeholder="https://" maxLength={maxOf('site_url')} {...text('site_url')} />
          <Wide>
            <TextArea label={title('site_description')} rows={3} maxLength={maxOf('site_description')} {...text('site_description')} />
          </Wide>
        </FormGrid>
      </Card>

      <Card title={T.sections.logos}>
        <FormGrid>
          {(['logo_url', 'primary_logo_url', 'secondary_logo_url', 'favicon_url'] as const).map((k) => (
            <ImageUrlField key={k} label={title(k)} value={values[k]} onChange={(v) => set(k, v)} error={errors[k]} hint={k === 'favicon_url' ? 'Kare bir görsel (ör. 64x64 PNG veya ICO)' : undefined} />
          ))}
        </FormGrid>
      </Card>

      <Card title={T.sections.contact}>
        <FormGrid>
          <TextField label={title('contact_email')} type="email" inputMode="email" autoComplete="off" maxLength={maxOf('contact_email')} {...text('contact_email')} />
          <TextField
            label={title('notification_email')}
            type="email"
            inputMode="email"
            autoComplete="off"
            maxLength={maxOf('notification_email')}
            hint="Yeni iletişim mesajları bu adrese e-postayla bildirilir (en çok dakikada bir e-posta). Boş bırakılırsa bildirim gönderilmez."
            {...text('notification_email')}
          />
          <TextField label={title('contact_phone')} type="tel" inputMode="tel" maxLength={maxOf('contact_phone')} placeholder="+90 212 000 00 00" {...text('contact_phone')} />
          <Wide>
            <TextArea label={title('contact_address')} rows={2} maxLength={maxOf('contact_address')} {...text('contact_address')} />
          </Wide>
        </FormGrid>
      </Card>

      <Card title={T.sections.seo}>
        <FormGrid>
          <TextField label={title('meta_title')} maxLength={maxOf('meta_title')} {...text('meta_title')} />
          <TextField label={title('google_analytics_id')} placeholder="G-XXXXXXXXXX" maxLength={maxOf('google_analytics_id')} {...text('google_analytics_id')} />
          <Wide>
            <TextArea label={title('meta_description')} rows={3} maxLength={maxOf('meta_description')} {...text('meta_description')} />
          </Wide>
        </FormGrid>
      </Card>

      <Card title={T.sections.brand}>
        <FormGrid css={(theme) => ({ [theme.mq.md]: { gridTemplateColumns: 'repeat(3, 1fr)' } })}>
          <ColorField label="Ana renk" value={values.color_primary} onChange={(v) => set('color_primary', v)} error={errors.color_primary} />
          <ColorField label="İkincil renk" value={values.color_secondary} onChange={(v) => set('color_secondary', v)} error={errors.color_secondary} />
          <ColorField label="Vurgu rengi" value={values.color_accent} onChange={(v) => set('color_accent', v)} error={errors.color_accent} />
        </FormGrid>
      </Card>

      <Card title={T.sections.typography}>
        <FormGrid>
          <TextField label="Başlık yazı tipi" maxLength={80} placeholder="Inter" {...text('font_heading')} />
          <TextField label="Metin yazı tipi" maxLength={80} placeholder="Inter" {...text('font_body')} />
        </FormGrid>
      </Card>

      <FormGrid>
        <Card title={T.sections.header}>
          <div css={{ display: 'grid', gap: '0.75rem' }}>
            <Checkbox label="Sabit üst menü" hint="Sayfa kaydırılırken üst menü görünür kalır" checked={values.header_sticky} onChange={(e) => set('header_sticky', e.target.checked)} />
            <Checkbox label="Şeffaf üst menü" hint="Üst menü sayfanın üzerinde arka plansız görünür" checked={values.header_transparent} onChange={(e) => set('header_transparent', e.target.checked)} />
          </div>
        </Card>
        <Card title={T.sections.footer}>
          <div css={{ display: 'grid', gap: '0.75rem' }}>
            <Checkbox label="Sosyal medya ikonlarını göster" checked={values.footer_show_social} onChange={(e) => set('footer_show_social', e.target.checked)} />
            <Checkbox label="Bülten formunu göster" checked={values.footer_show_newsletter} onChange={(e) => set('footer_show_newsletter', e.target.checked)} />
          </div>
        </Card>
      </FormGrid>

      <Card title={T.sections.social} description="Yalnızca bağlantısı girilen hesabın ikonu gösterilir.">
        <FormGrid>
          {SOCIAL_FIELDS.map((f) => (
            <TextField key={f.key} label={f.label} type="url" inputMode="url" placeholder={f.placeholder} {...text(f.key)} />
          ))}
        </FormGrid>
      </Card>

      <Card title={T.sections.map}>
        <FormGrid>
          <Wide>
            <TextArea
              label={title('map_embed_code')}
              rows={4}
              monospace
              maxLength={maxOf('map_embed_code')}
              placeholder={'<iframe src="https://www.google.com/maps/embed?pb=..."></iframe>'}
              hint={<MapEmbedNote code={values.map_embed_code} />}
              {...text('map_embed_code')}
            />
          </Wide>
          <TextField label={title('map_latitude')} inputMode="decimal" hint="Boş veya geçersizse 41.0082" {...text('map_latitude')} />
          <TextField label={title('map_longitude')} inputMode="decimal" hint="Boş veya geçersizse 28.9784" {...text('map_longitude')} />
          <TextField label={title('map_zoom_level')} type="number" min={resource.fieldLimits.map_zoom_level?.minimum} max={resource.fieldLimits.map_zoom_level?.maximum} step={1} hint="1-20 arası; boşsa 15" {...text('map_zoom_level')} />
        </FormGrid>
      </Card>

      <div css={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="primary" icon={Save} loading={saving} {...saveLock}>
          {saving ? 'Kaydediliyor...' : 'Kaydet'}
        </Button>
      </div>
    </form>
  );
}
