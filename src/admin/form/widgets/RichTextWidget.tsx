/**
 * Rich text (blog content) with Quill 2 and the spec's toolbar. Quill is imported when the
 * widget mounts, so only forms that use it download it.
 */
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useRef, useState } from 'react';
import 'quill/dist/quill.snow.css';

const TOOLBAR = [
  [{ header: [1, 2, 3, 4, 5, 6, false] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ color: [] }, { background: [] }],
  [{ list: 'ordered' }, { list: 'bullet' }, { indent: '-1' }, { indent: '+1' }],
  [{ align: [] }],
  ['link', 'image', 'video'],
  ['blockquote', 'code-block'],
  ['clean'],
];

const EMPTY = /^(<p><br><\/p>|\s*)$/;

export function RichTextWidget(p: WidgetProps) {
  const host = useRef<HTMLDivElement>(null);
  const onChange = useRef(p.onChange);
  onChange.current = p.onChange;
  const initial = useRef((p.value as string | undefined) ?? '');
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let alive = true;
    let cleanup = () => {};
    void import('quill').then(({ default: Quill }) => {
      if (!alive || !host.current) return;
      const editorEl = document.createElement('div');
      host.current.appendChild(editorEl);
      const quill = new Quill(editorEl, { theme: 'snow', modules: { toolbar: TOOLBAR }, placeholder: 'İçeriği yazın...' });
      if (initial.current) quill.clipboard.dangerouslyPasteHTML(initial.current, 'silent');
      quill.root.setAttribute('aria-label', p.label || 'İçerik');
      quill.root.setAttribute('role', 'textbox');
      quill.root.setAttribute('aria-multiline', 'true');
      quill.root.id = p.id;
      quill.on('text-change', () => {
        const html = quill.root.innerHTML;
        onChange.current(EMPTY.test(html) ? undefined : html);
      });
      setReady(true);
      cleanup = () => {
        if (host.current) host.current.innerHTML = '';
      };
    });
    return () => {
      alive = false;
      cleanup();
    };
  }, [p.id, p.label]);

  return (
    <div
      css={(theme) => ({
        border: `1px solid ${p.rawErrors?.length ? theme.color.danger : theme.color.border}`,
        borderRadius: theme.radius.sm,
        background: theme.color.background,
        '.ql-toolbar.ql-snow': { border: 0, borderBottom: `1px solid ${theme.color.border}`, background: theme.color.surfaceAlt },
        '.ql-container.ql-snow': { border: 0, minHeight: 220, fontSize: '1rem', color: theme.color.text },
        '.ql-editor': { minHeight: 220 },
        '.ql-editor.ql-blank::before': { color: theme.color.textMuted },
        '.ql-snow .ql-stroke': { stroke: theme.color.text },
        '.ql-snow .ql-fill': { fill: theme.color.text },
        '.ql-snow .ql-picker': { color: theme.color.text },
        '.ql-snow .ql-picker-options': { background: theme.color.surface },
      })}
    >
      {!ready && <p css={{ margin: 0, padding: '1rem' }}>Editör yükleniyor...</p>}
      <div ref={host} />
    </div>
  );
}
