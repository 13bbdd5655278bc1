/** The question when a dirty form is about to be left: stay (default) or leave and lose the changes. */
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';

export const UNSAVED_TITLE = 'Kaydedilmemiş değişiklikler';
export const UNSAVED_MESSAGE = 'Bu formda kaydedilmemiş değişiklikler var. Ayrılırsanız bu değişiklikler kaybolacak.';

export function UnsavedChangesDialog({ open, onLeave, onStay }: { open: boolean; onLeave(): void; onStay(): void }) {
  return <ConfirmDialog open={open} title={UNSAVED_TITLE} message={UNSAVED_MESSAGE} confirmLabel="Değişiklikleri at ve ayrıl" cancelLabel="Düzenlemeye devam et" onConfirm={onLeave} onCancel={onStay} />;
}
