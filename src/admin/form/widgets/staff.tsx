/**
 * A staff member chosen by name or e-mail (a lead's owner), stored as their auth id. An id no
 * longer among the staff (a removed account) keeps its choice, marked, so nothing changes unseen.
 */
import type { WidgetProps } from '@rjsf/utils';
import { useStaffChoices } from '../../data/staff-choices-data.ts';
import { inputCss } from '../../ui/input-style.ts';

export function StaffWidget(p: WidgetProps) {
  const staff = useStaffChoices();
  const value = typeof p.value === 'string' ? p.value : '';
  const choices = staff.data ?? [];
  return (
    <>
      <select
        id={p.id}
        value={value}
        disabled={p.disabled || p.readonly}
        aria-invalid={p.rawErrors?.length ? true : undefined}
        onChange={(e) => p.onChange(e.target.value === '' ? null : e.target.value)}
        css={inputCss(Boolean(p.rawErrors?.length))}
      >
        <option value="">Atanmadı</option>
        {value !== '' && !choices.some((c) => c.value === value) && <option value={value}>{staff.isPending ? '…' : 'Ekipte olmayan bir kullanıcı'}</option>}
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
      {staff.isError && (
        <p role="alert" css={(theme) => ({ margin: '0.3rem 0 0', color: theme.color.danger, fontSize: '0.85rem' })}>
          Ekip listesi okunamadı; seçili sorumlu korunuyor.
        </p>
      )}
    </>
  );
}
