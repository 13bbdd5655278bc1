/** A responsive grid of cards: one column on phones, two on tablets, three on desktops. */
import type { HTMLAttributes } from 'react';
import { withClass } from './ui-classes.ts';

export function CardGrid(props: HTMLAttributes<HTMLUListElement>) {
  return <ul {...withClass('pd-card-grid', props)} />;
}
