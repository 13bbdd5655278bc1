/**
 * What stands above a form, the same in every editor (full page, dialog, a global's screen):
 * the local draft offered back after a reload or crash, that the values are a published item's
 * unpublished draft (and when it is scheduled, or why its scheduled publication failed), and
 * why the last save failed: that stays until the field it names is changed, the next save
 * succeeds or it is closed ("Kapat"), instead of a toast that vanishes.
 */
import { formatDate } from '../../lib/format-date.ts';
import { SCHEDULE_FAILURE_NEXT, scheduleFailureText } from '../../lib/schedule-failure.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { DRAFT_TEXTS } from './draft-texts.ts';
import { DraftOffer } from './DraftOffer.tsx';
import type { useLocalDraft } from './use-local-draft.ts';
import type { ResourceForm } from './use-resource-form.ts';

export function FormNotices({ form, draft }: { form: ResourceForm; draft: ReturnType<typeof useLocalDraft> }) {
  return (
    <>
      {draft.offer && (
        <DraftOffer
          draft={draft.offer}
          serverChanged={draft.serverChanged}
          onRestore={() => {
            const values = draft.takeOffer();
            if (values) form.replace(values);
          }}
          onDiscard={draft.clear}
        />
      )}
      {form.serverDraft.stored && (
        <Alert tone="info" title={DRAFT_TEXTS.noticeTitle}>
          {DRAFT_TEXTS.notice}
          {form.serverDraft.scheduledAt && ` ${DRAFT_TEXTS.scheduled.replace('{when}', formatDate(form.serverDraft.scheduledAt, 'datetime'))}`}
        </Alert>
      )}
      {form.serverDraft.scheduleFailure && (
        <Alert tone="warning">
          <span data-testid="schedule-failure">{scheduleFailureText(form.serverDraft.scheduleFailure.failure)}</span>
          {form.serverDraft.scheduleFailure.at && ` (${formatDate(form.serverDraft.scheduleFailure.at, 'datetime')})`}. {SCHEDULE_FAILURE_NEXT}
        </Alert>
      )}
      {form.saveError && (
        <Alert
          tone="danger"
          title="Kaydedilemedi"
          action={
            <Button size="sm" variant="ghost" onClick={form.dismissSaveError}>
              Kapat
            </Button>
          }
        >
          <span>{form.saveError}</span>
        </Alert>
      )}
    </>
  );
}
