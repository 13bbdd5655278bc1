/** The form a form block shows, chosen by its name; the block stores the form's id. */
import type { WidgetProps } from '@rjsf/utils';
import { useFormChoices } from '../../data/forms-data.ts';
import { inputCss } from '../../ui/input-style.ts';

export function FormPickerWidget(p: WidgetProps) {
  const forms = useFormChoices();
  const value = typeof p.value === 'string' ? p.value : '';
  const known = forms.data ?? [];
  return (
    <div css={{ display: 'grid', gap: '0.35rem' }}>
      <select id={p.id} aria-label={p.label} value={value} disabled={p.disabled || p.readonly} onChange={(e) => p.onChange(e.target.value || undefined)} css={inputCss(!!p.rawErrors?.length)}>
        <option value="">Form seçin</option>
        {value !== '' && !known.some((f) => f.id === value) && <option value={value}>{forms.isPending ? 'Yükleniyor…' : 'Silinmiş form'}</option>}
        {known.map((f) => (
          <option key={f.id} value={f.id}>
            {f.published ? f.title : `${f.title} (pasif)`}
          </option>
        ))}
      </select>
      {forms.isError && (
        <p role="alert" css={(theme) => ({ margin: 0, color: theme.color.danger, fontSize: '0.85rem' })}>
          Formlar okunamadı. Sayfayı yenileyip tekrar deneyin.
        </p>
      )}
    </div>
  );
}
