/**
 * A version's differences from the current row: one block per changed field with its Turkish
 * title; removed text struck through on red, added text underlined on green (the marks, not
 * only the colours, tell them apart; screen readers hear "silindi"/"eklendi"). `actions` puts
 * controls under each field (the edit-conflict panel's per-field choice).
 */
import type { ReactNode } from 'react';
import { REVISION_TEXTS } from '../../../schema/content-revisions.ts';
import type { FieldDiff } from './revision-diff.ts';

export function RevisionDiffView({ diffs, actions }: { diffs: FieldDiff[]; actions?: (diff: FieldDiff) => ReactNode }) {
  if (!diffs.length) return <p css={(theme) => ({ margin: 0, color: theme.color.textMuted })}>{REVISION_TEXTS.noDifference}</p>;
  return (
    <dl css={{ margin: 0, display: 'grid', gap: '0.75rem' }} data-testid="revision-diff">
      {diffs.map((d) => (
        <div key={d.field} data-field={d.field}>
          <dt css={{ fontWeight: 600, fontSize: '0.85rem', marginBottom: '0.25rem' }}>{d.title}</dt>
          <dd
            css={(theme) => ({
              margin: 0,
              padding: '0.5rem 0.65rem',
              borderRadius: theme.radius.sm,
              border: `1px solid ${theme.color.border}`,
              fontFamily: theme.font.mono,
              fontSize: '0.8rem',
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              maxHeight: '16rem',
              overflowY: 'auto',
            })}
          >
            {d.parts.map((p, i) =>
              p.removed ? (
                <del key={i} aria-label={`silindi: ${p.value}`} css={{ background: 'rgb(220 38 38 / 0.25)', textDecorationThickness: '2px' }}>
                  {p.value}
                </del>
              ) : p.added ? (
                <ins key={i} aria-label={`eklendi: ${p.value}`} css={{ background: 'rgb(5 150 105 / 0.3)', textDecoration: 'underline' }}>
                  {p.value}
                </ins>
              ) : (
                <span key={i}>{p.value}</span>
              ),
            )}
          </dd>
          {actions?.(d)}
        </div>
      ))}
    </dl>
  );
}
