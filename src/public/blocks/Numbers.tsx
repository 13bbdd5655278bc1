/** Block numbers: a row of figures, the home page's numbers band (ui/FiguresRow.tsx). */
import { listOf, type BlockData } from '../block-list/block-data.ts';
import { FiguresRow } from '../ui/FiguresRow.tsx';

export default function Numbers({ data }: { data: BlockData<'numbers'> }) {
  // A figure is shown once it has its number or its label.
  const figures = listOf(data.items).flatMap((f) => (f.value || f.label ? [{ value: f.value ?? '', label: f.label ?? '', icon: f.icon, color: f.color }] : []));
  return <FiguresRow label="Rakamlar" figures={figures} />;
}
