/** RJSF's own array template (typed content blocks' lists), with the focus moved into a row just added. */
import { getDefaultRegistry } from '@rjsf/core';
import type { ArrayFieldTemplateProps } from '@rjsf/utils';
import { useRef } from 'react';
import { useFocusNewRow } from './use-focus-new-row.ts';

const DefaultArrayFieldTemplate = getDefaultRegistry().templates.ArrayFieldTemplate;

export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const box = useRef<HTMLDivElement>(null);
  const added = useFocusNewRow(box, props.items.length, '.array-item-list > *');
  return (
    <div ref={box} css={{ display: 'contents' }}>
      <DefaultArrayFieldTemplate
        {...props}
        onAddClick={(event?: unknown) => {
          added();
          props.onAddClick(event);
        }}
      />
    </div>
  );
}
