/**
 * SEO settings (/admin/seo): the single seo_settings record in three sections (general,
 * analytics and tracking, technical) with the tips box and character counters for the advised
 * meta title and description lengths. A missing record shows empty fields; the first save
 * creates it.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useSnackbar } from 'notistack';
import { Save } from 'lucide-react';
import { SEO_TEXTS } from '../../../schema/seo-settings.ts';
import { resource } from '../../../generated/admin/seo.ts';
import { DEFAULT_ROBOTS_TXT } from '../../public/seo/sitemap.ts';
import { GA_ID, PIXEL_ID } from '../../public/seo/Analytics.tsx';
import { verificationToken } from '../../public/seo/head-html.ts';
import { useSingleRow } from '../settings/use-single-row.ts';
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
import { EDIT_CONFLICT_TEXTS, isEditConflict } from '../data/edit-conflict.ts';

interface Values {
  site_name: string;
  site_tagline: string;
  default_meta_title: string;
  default_meta_description: string;
  default_meta_keywords: string;
  default_og_image: string;
  google_analytics_id: string;
  google_search_console_id: string;
  facebook_pixel_id: string;
  robots_txt: string;
  sitemap_enabled: boolean;
}

const EMPTY: Values = {
  site_name: '',
  site_tagline: '',
  default_meta_title: '',
  default_meta_description: '',
  default_meta_keywords: '',
  default_og_image: '',
  google_analytics_id: '',
  google_search_console_id: '',
  facebook_pixel_id: '',
  robots_txt: DEFAULT_ROBOTS_TXT,
  sitemap_enabled: true,
};

type Errors = Partial<Record<keyof Values, string>>;

/** 'En fazla N karakter' when the text is over the column's @maxLength (generated from schema/seo-settings.ts). */
function tooLong(k: keyof Values, text: string): string | undefined {
  const max = resource.fieldLimits[k]?.maxLength;
  return max !== undefined && text.length > max ? `En fazla ${max} karakter` : undefined;
}

function validate(v: Values): Errors {
  const e: Errors = {};
  if (!v.site_name.trim()) e.site_name = 'Bu alan zorunludur';
  else e.site_name = tooLong('site_name', v.site_name);
  if (v.google_analytics_id.trim() && !GA_ID.test(v.google_analytics_id.trim())) e.google_analytics_id = 'G-XXXXXXXXXX biçiminde bir ölçüm kimliği girin';
  if (v.facebook_pixel_id.trim() && !PIXEL_ID.test(v.facebook_pixel_id.trim())) e.facebook_pixel_id = 'Pixel kimliği yalnızca rakamlardan oluşur';
  if (v.google_search_console_id.trim() && !verificationToken(v.google_search_console_id)) e.google_search_console_id = 'Doğrulama kodunu veya meta etiketini olduğu gibi yapıştırın';
  e.default_meta_title = tooLong('default_meta_title', v.default_meta_title);
  e.default_meta_description = tooLong('default_meta_description', v.default_meta_description);
  if (!v.robots_txt.trim()) e.robots_txt = 'Bu alan zorunludur';
  // Only the fields with a message.
  return Object.fromEntries(Object.entries(e).filter(([, m]) => m !== undefined)) as Errors;
}

const nullIfEmpty = (s: string) => (s.trim() ? s.trim() : null);

export default function SeoSettings() {
  const { enqueueSnackbar } = useSnackbar();
  const settings = useSingleRow('seo_settings');
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const t = resource.messages;
  const title = (k: keyof Values) => resource.fieldTitles[k] ?? k;
  const maxOf = (k: keyof Values) => resource.fieldLimits[k]?.maxLength;

  useEffect(() => {
    if (settings.loadError) enqueueSnackbar(t.loadError, { variant: 'error' });
  }, [settings.loadError, enqueueSnackbar, t.loadError]);
  useEffect(() => {
    const r = settings.record;
    if (!r) return;
    setValues({
      site_name: r.site_name,
      site_tagline: r.site_tagline ?? '',
      default_meta_title: r.default_meta_title ?? '',
      default_meta_description: r.default_meta_description ?? '',
      default_meta_keywords: r.default_meta_keywords ?? '',
      default_og_image: r.default_og_image ?? '',
      google_analytics_id: r.google_analytics_id ?? '',
      google_search_console_id: r.google_search_console_id ?? '',
      facebook_pixel_id: r.facebook_pixel_id ?? '',
      robots_txt: r.robots_txt,
      sitemap_enabled: r.sitemap_enabled,
    });
  }, [settings.record]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (saving) return;
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length) {
      enqueueSnackbar('Lütfen işaretli alanları düzeltin', { variant: 'warning' });
      return;
    }
    setSaving(true);
    try {
      await settings.save({
        site_name: values.site_name.trim(),
        site_tagline: nullIfEmpty(values.site_tagline),
        default_meta_title: nullIfEmpty(values.default_meta_title),
        default_meta_description: nullIfEmpty(values.default_meta_description),
        default_meta_keywords: nullIfEmpty(values.default_meta_keywords),
        default_og_image: nullIfEmpty(values.default_og_image),
        google_analytics_id: nullIfEmpty(values.google_analytics_id),
        google_search_console_id: nullIfEmpty(values.google_search_console_id),
        facebook_pixel_id: nullIfEmpty(values.facebook_pixel_id),
        robots_txt: values.robots_txt.replace(/\r\n/g, '\n'),
        sitemap_enabled: values.sitemap_enabled,
      });
      enqueueSnackbar('SEO ayarları kaydedildi', { variant: 'success' });
    } catch (err) {
      const text = isEditConflict(err as { code?: string }) ? EDIT_CONFLICT_TEXTS.message : (err as { message?: string }).message || t.saveError;
      enqueueSnackbar(text, { variant: 'error' });
    } finally {
      setSaving(false);
    }
  }

  if (settings.loading && !settings.record) return <Spinner />;
  return (
    <form onSubmit={submit} noValidate css={{ display: 'grid', gap: '1.25rem' }}>
      <PageHeader
        title="SEO Ayarları"
        description="Arama motorları ve sosyal ağlar için sitenin varsayılan bilgileri."
        actions={
          <Button type="submit" variant="primary" icon={Save} loading={saving}>
            {saving ? 'Kaydediliyor...' : SEO_TEXTS.saveLabel}
          </Button>
        }
      />
      {!settings.record && !settings.loading && !settings.loadError && <Alert tone="info">Henüz SEO kaydı yok; kaydettiğinizde oluşturulacak.</Alert>}
      <Card title={SEO_TEXTS.sections.general}>
        <FormGrid>
          <TextField label={title('site_name')} required value={values.site_name} onChange={(e) => set('site_name', e.target.value)} error={errors.site_name} maxLength={maxOf('site_name')} />
          <TextField label={title('site_tagline')} value={values.site_tagline} onChange={(e) => set('site_tagline', e.target.value)} maxLength={maxOf('site_tagline')} />
          <Wide>
            <TextArea label={title('default_meta_title')} rows={2} value={values.default_meta_title} onChange={(e) => set('default_meta_title', e.target.value)} advised={{ min: 50, max: 60 }} error={errors.default_meta_title} />
          </Wide>
          <Wide>
            <TextArea label={title('default_meta_description')} rows={3} value={values.default_meta_description} onChange={(e) => set('default_meta_description', e.target.value)} advised={{ min: 150, max: 160 }} error={errors.default_meta_description} />
          </Wide>
          <Wide>
            <TextField label={title('default_meta_keywords')} hint="Virgülle ayırın" value={values.default_meta_keywords} onChange={(e) => set('default_meta_keywords', e.target.value)} maxLength={maxOf('default_meta_keywords')} />
          </Wide>
          <Wide>
            <ImageUrlField label={title('default_og_image')} hint="Önerilen boyut 1200x630 piksel" value={values.default_og_image} onChange={(v) => set('default_og_image', v)} />
          </Wide>
        </FormGrid>
      </Card>
      <Card title={SEO_TEXTS.sections.analytics}>
        <FormGrid>
          <TextField label={title('google_analytics_id')} placeholder="G-XXXXXXXXXX" value={values.google_analytics_id} onChange={(e) => set('google_analytics_id', e.target.value)} error={errors.google_analytics_id} />
          <TextField label={title('facebook_pixel_id')} placeholder="123456789012345" inputMode="numeric" value={values.facebook_pixel_id} onChange={(e) => set('facebook_pixel_id', e.target.value)} error={errors.facebook_pixel_id} />
          <Wide>
            <TextField
              label={title('google_search_console_id')}
              hint="Search Console'un verdiği HTML etiketi veya yalnızca içindeki kod"
              value={values.google_search_console_id}
              onChange={(e) => set('google_search_console_id', e.target.value)}
              error={errors.google_search_console_id}
            />
          </Wide>
        </FormGrid>
      </Card>
      <Card title={SEO_TEXTS.sections.technical}>
        <div css={{ display: 'grid', gap: '1rem' }}>
          <TextArea label={title('robots_txt')} rows={6} monospace value={values.robots_txt} onChange={(e) => set('robots_txt', e.target.value)} error={errors.robots_txt} hint={<a href="/robots.txt" target="_blank" rel="noreferrer">/robots.txt</a>} />
          <Checkbox
            label={title('sitemap_enabled')}
            hint={<a href="/sitemap.xml" target="_blank" rel="noreferrer">/sitemap.xml</a>}
            checked={values.sitemap_enabled}
            onChange={(e) => set('sitemap_enabled', e.target.checked)}
          />
        </div>
      </Card>
      <Alert tone="info" title={SEO_TEXTS.tipsTitle}>
        <ul css={{ margin: 0, paddingLeft: '1.2rem' }}>
          {SEO_TEXTS.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </Alert>
    </form>
  );
}
