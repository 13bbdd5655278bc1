/** A small rounded label (categories, tags, technologies). */
import type { HTMLAttributes } from 'react';
import { withClass } from './ui-classes.ts';

export function Tag(props: HTMLAttributes<HTMLSpanElement>) {
  return <span {...withClass('pd-tag', props)} />;
}
