/**
 * A staff-built form's answers in an open item (schema `answers`): each entry under its label,
 * in the form's field order, inside the item's read-only facts. Nothing when the row has none.
 */
import { answersOf, answerText } from '../resource/rows-csv.ts';
import type { AnyResource, Row } from '../resource/types.ts';

export function AnswerDetails({ resource, row }: { resource: Pick<AnyResource, 'answers'>; row: Row }) {
  const answers = answersOf(row, resource.answers);
  return (
    <>
      {answers.map((a, i) => (
        <div key={`${a.name}-${i}`} data-answer={a.name} css={{ display: 'contents' }}>
          <dt css={(theme) => ({ color: theme.color.textMuted })}>{a.label}</dt>
          <dd css={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{answerText(a.value) || '—'}</dd>
        </div>
      ))}
    </>
  );
}
