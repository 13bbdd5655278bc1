/**
 * About page editor (/admin/about): one typed form for the about-page content block. Empty
 * fields show the site's default as a placeholder and are left out when saving, so the site
 * keeps showing its default there. Saving updates the block, or creates it when missing.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useSnackbar } from 'notistack';
import { ExternalLink, RefreshCw, Save } from 'lucide-react';
import { ABOUT_PAGE_TEXTS, type AboutPageContent } from '../../../schema/content-blocks.ts';
import { resource as blocksResource } from '../../../generated/admin/content-blocks.ts';
import { ABOUT_DEFAULTS } from '../../public/about/about-defaults.ts';
import { aboutContentFromForm, aboutFormFromContent, foreignContent, validateAboutForm, type AboutFormErrors, type AboutFormValues, type AboutTextKey } from '../about/about-form.ts';
import { useAboutBlock } from '../about/use-about-block.ts';
import { EDIT_CONFLICT_TEXTS, isEditConflict } from '../data/edit-conflict.ts';
import { ValuesListEditor } from '../about/ValuesListEditor.tsx';
import { Alert } from '../ui/Alert.tsx';
import { Badge } from '../ui/Badge.tsx';
import { Button, buttonStyles } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';
import { FormGrid, Wide } from '../ui/FormGrid.tsx';
import { ImageUrlField } from '../ui/ImageUrlField.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { TextArea } from '../ui/TextArea.tsx';
import { TextField } from '../ui/TextField.tsx';

const LABELS: Record<AboutTextKey | 'stats_clients' | 'stats_projects', string> = {
  hero_title: 'Karşılama başlığı',
  hero_subtitle: 'Karşılama alt başlığı',
  story_title: 'Hikaye başlığı',
  story_content: 'Hikayemiz',
  story_image: 'Hikaye görseli',
  values_title: 'Değerler başlığı',
  values_subtitle: 'Değerler alt başlığı',
  team_title: 'Ekip başlığı',
  team_subtitle: 'Ekip alt başlığı',
  stats_clients: 'Mutlu müşteri sayısı',
  stats_projects: 'Tamamlanan proje sayısı',
};

export default function AboutEditor() {
  const { enqueueSnackbar } = useSnackbar();
  const about = useAboutBlock();
  const [values, setValues] = useState<AboutFormValues>(() => aboutFormFromContent(undefined));
  const [errors, setErrors] = useState<AboutFormErrors>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (about.loadError) enqueueSnackbar(blocksResource.messages.loadError, { variant: 'error', preventDuplicate: true });
  }, [about.loadError, enqueueSnackbar]);
  useEffect(() => {
    if (about.block) setValues(aboutFormFromContent(about.block.content as AboutPageContent));
  }, [about.block]);

  const set = <K extends keyof AboutFormValues>(key: K, value: AboutFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const text = (key: AboutTextKey | 'stats_clients' | 'stats_projects', placeholder: string | undefined) => ({
    label: LABELS[key],
    value: values[key],
    placeholder,
    error: errors[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (saving) return;
    const found = validateAboutForm(values);
    setErrors(found);
    if (Object.keys(found).length) {
      enqueueSnackbar('Lütfen işaretli alanları düzeltin', { variant: 'warning' });
      return;
    }
    setSaving(true);
    try {
      await about.save({ ...foreignContent(about.block?.content), ...aboutContentFromForm(values) });
      enqueueSnackbar(ABOUT_PAGE_TEXTS.saved, { variant: 'success' });
    } catch (err) {
      // An edit conflict keeps the form as typed and says so (never a silent overwrite).
      const text = isEditConflict(err as { code?: string }) ? EDIT_CONFLICT_TEXTS.message : (err as { message?: string }).message || ABOUT_PAGE_TEXTS.saveError;
      enqueueSnackbar(text, { variant: 'error' });
    } finally {
      setSaving(false);
    }
  }

  if (about.loading && !about.block && !about.loadError) return <Spinner />;
  return (
    <form onSubmit={submit} noValidate css={{ display: 'grid', gap: '1.25rem' }}>
      <PageHeader
        title={ABOUT_PAGE_TEXTS.title}
        description="Hakkımızda sayfasının metinleri, değerleri ve rakamları. Boş bırakılan alanlarda sitenin varsayılan metni gösterilir."
        actions={
          <>
            <a href="/about" target="_blank" rel="noreferrer" css={buttonStyles({ variant: 'secondary' })}>
              <ExternalLink size={16} aria-hidden="true" />
              Sayfayı Görüntüle
            </a>
            <Button type="submit" variant="primary" icon={Save} loading={saving}>
              {saving ? 'Kaydediliyor...' : 'Kaydet'}
            </Button>
          </>
        }
      />
      {about.loadError && (
        <Alert tone="danger" title={blocksResource.messages.loadError} action={<Button size="sm" icon={RefreshCw} onClick={about.reload}>Yeniden dene</Button>}>
          {about.loadError.message}
        </Alert>
      )}
      {!about.loadError && !about.block && <Alert tone="info">Hakkımızda sayfası bloğu henüz yok; kaydettiğinizde oluşturulacak ve yayınlanacak.</Alert>}
      {about.block && !about.block.published && (
        <Alert tone="warning" title="Taslak">
          <Badge tone="warning">Taslak</Badge> Bu blok yayında değil; sitede varsayılan metinler gösterilir. Yayınlamak için İçerik Blokları ekranını kullanın.
        </Alert>
      )}

      <Card title="Karşılama Alanı">
        <FormGrid>
          <Wide>
            <TextField maxLength={200} {...text('hero_title', ABOUT_DEFAULTS.hero_title)} />
          </Wide>
          <Wide>
            <TextArea rows={2} maxLength={500} {...text('hero_subtitle', ABOUT_DEFAULTS.hero_subtitle)} />
          </Wide>
        </FormGrid>
      </Card>

      <Card title="Hikayemiz">
        <FormGrid>
          <Wide>
            <TextField maxLength={200} {...text('story_title', ABOUT_DEFAULTS.story_title)} />
          </Wide>
          <Wide>
            <TextArea rows={8} hint="Paragrafları boş bir satırla ayırın." {...text('story_content', ABOUT_DEFAULTS.story_content)} />
          </Wide>
          <Wide>
            <ImageUrlField label={LABELS.story_image} value={values.story_image} onChange={(v) => set('story_image', v)} error={errors.story_image} hint="Boş bırakılırsa hikaye görselsiz gösterilir" />
          </Wide>
        </FormGrid>
      </Card>

      <Card title="Değerlerimiz">
        <div css={{ display: 'grid', gap: '1rem' }}>
          <FormGrid>
            <TextField maxLength={200} {...text('values_title', ABOUT_DEFAULTS.values_title)} />
            <TextField maxLength={500} {...text('values_subtitle', ABOUT_DEFAULTS.values_subtitle)} />
          </FormGrid>
          <ValuesListEditor items={values.values} onChange={(items) => set('values', items)} errors={errors.values} />
        </div>
      </Card>

      <Card title="Ekip ve Rakamlar">
        <FormGrid>
          <TextField maxLength={200} {...text('team_title', ABOUT_DEFAULTS.team_title)} />
          <TextField maxLength={500} {...text('team_subtitle', ABOUT_DEFAULTS.team_subtitle)} />
          <TextField maxLength={20} hint="Örneğin 150+" {...text('stats_clients', ABOUT_DEFAULTS.stats.clients)} />
          <TextField maxLength={20} hint="Örneğin 300+" {...text('stats_projects', ABOUT_DEFAULTS.stats.projects)} />
        </FormGrid>
      </Card>

      <div css={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="primary" icon={Save} loading={saving}>
          {saving ? 'Kaydediliyor...' : 'Kaydet'}
        </Button>
      </div>
    </form>
  );
}
