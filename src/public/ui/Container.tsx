/**
 * The centred, padded content column every public section uses. Its base style is a global
 * class (see ui-classes.ts), so a caller's `css` prop always wins over it.
 */
import type { HTMLAttributes } from 'react';
import { withClass } from './ui-classes.ts';

export function Container(props: HTMLAttributes<HTMLDivElement>) {
  return <div {...withClass('pd-container', props)} />;
}
