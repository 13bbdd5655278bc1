/**
 * The edit-conflict panel above an open item's form: someone saved the item after it was
 * opened here, so the database refused this save. It says who and when, shows their version
 * beside this one field by field (the revision diff: struck through theirs, underlined
 * mine), and offers: keep theirs, save mine over it, or choose per field. Each field starts
 * on the side that changed it (a field left alone here takes theirs), so applying the
 * defaults keeps both people's changes. The form keeps what was typed until a choice is made.
 */
import { useMemo, useState } from 'react';
import { Check, Download, Save } from 'lucide-react';
import { formatDate } from '../../lib/format-date.ts';
import { EDIT_CONFLICT_TEXTS as T } from '../data/edit-conflict.ts';
import { revisionDiff, valueText } from '../editorial/revision-diff.ts';
import { RevisionDiffView } from '../editorial/RevisionDiffView.tsx';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import type { ConflictChoice, ResourceForm } from './use-resource-form.ts';

export function EditConflictPanel({ form }: { form: ResourceForm }) {
  const { conflict, resource, formData } = form;
  const diffs = useMemo(() => (conflict ? revisionDiff(resource, conflict.theirValues, formData) : []), [conflict, resource, formData]);
  // A field typed here keeps mine; a field only they changed takes theirs.
  const defaults = useMemo(() => {
    const out: Record<string, ConflictChoice> = {};
    for (const d of diffs) out[d.field] = conflict && valueText(formData[d.field]) === valueText(conflict.base[d.field]) ? 'theirs' : 'mine';
    return out;
  }, [diffs, conflict, formData]);
  const [picked, setPicked] = useState<Record<string, ConflictChoice>>({});
  if (!conflict) return null;
  const choices = { ...defaults, ...picked };
  const when = formatDate(conflict.when, 'datetime');
  const by = conflict.who ? T.changedBy.replace('{who}', conflict.who).replace('{when}', when) : T.changedByUnknown.replace('{when}', when);

  return (
    <div data-testid="edit-conflict" css={{ marginBottom: '1.25rem', display: 'grid', gap: '0.75rem' }}>
      <Alert tone="warning" title={T.title}>
        {by}
      </Alert>
      <section aria-label={T.compareTitle}>
        <h3 css={{ margin: '0 0 0.25rem', fontSize: '0.95rem' }}>{T.compareTitle}</h3>
        <p css={(theme) => ({ margin: '0 0 0.75rem', fontSize: '0.8rem', color: theme.color.textMuted })}>
          <del>{T.theirs}</del> · <ins>{T.mine}</ins>
        </p>
        <RevisionDiffView
          diffs={diffs}
          actions={(d) => (
            <div role="radiogroup" aria-label={d.title} css={{ display: 'flex', gap: '1rem', marginTop: '0.35rem', fontSize: '0.85rem' }}>
              {(['theirs', 'mine'] as const).map((side) => (
                <label key={side} css={{ display: 'inline-flex', gap: '0.35rem', alignItems: 'center', cursor: 'pointer' }}>
                  <input type="radio" name={`conflict-${d.field}`} value={side} checked={choices[d.field] === side} onChange={() => setPicked((p) => ({ ...p, [d.field]: side }))} />
                  {side === 'theirs' ? T.chooseTheirs : T.chooseMine}
                </label>
              ))}
            </div>
          )}
        />
      </section>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
        <Button size="sm" icon={Download} onClick={() => form.takeTheirs()}>
          {T.keepTheirs}
        </Button>
        <Button size="sm" variant="danger" icon={Save} disabled={form.saving} onClick={() => form.saveMine()}>
          {T.keepMine}
        </Button>
        <Button size="sm" variant="primary" icon={Check} onClick={() => form.applyChoices(choices)}>
          {T.applyChoice}
        </Button>
      </div>
    </div>
  );
}
