/** Block numbers: a row of figures, the home page's numbers band (ui/FiguresRow.tsx). */
import type { BlockDataByType } from '../../../generated/blocks.ts';
import { FiguresRow } from '../ui/FiguresRow.tsx';

export default function Numbers({ data }: { data: BlockDataByType['numbers'] }) {
  return <FiguresRow label="Rakamlar" figures={data.items} />;
}
