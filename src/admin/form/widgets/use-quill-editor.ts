/**
 * The Quill editor of RichTextWidget: imported when the widget mounts (only forms that use it
 * download it), in Turkish (quill-turkish.ts), with the site-link and image handlers opening
 * the widget's dialogs at the cursor. The editor is the field for assistive technology: it
 * carries the field's label, id and error state.
 */
import type QuillType from 'quill';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { buildToolbar, localizeQuill, registerSiteLink } from './quill-turkish.ts';

/** Quill's content when nothing is written. */
export const EMPTY_RICH_TEXT = /^(<p><br><\/p>|\s*)$/;

export type Quill = InstanceType<typeof QuillType>;
export type RichTextDialog = 'link' | 'image';
export interface TextRange {
  index: number;
  length: number;
}

export function useQuillEditor(id: string, label: string, value: string, onChange: (html: string | undefined) => void, invalid: boolean) {
  const host = useRef<HTMLDivElement>(null);
  const quillRef = useRef<Quill | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const valueRef = useRef(value);
  valueRef.current = value;
  const [ready, setReady] = useState(false);
  const [dialog, setDialog] = useState<RichTextDialog | null>(null);
  /** Where the cursor (or selection) was when a dialog opened. */
  const selection = useRef<TextRange>({ index: 0, length: 0 });

  useEffect(() => {
    let alive = true;
    let cleanup = () => {};
    void import('quill').then(({ default: Quill }) => {
      if (!alive || !host.current) return;
      const quill = createQuill(Quill, host.current, (kind, at) => {
        selection.current = at;
        setDialog(kind);
      });
      if (valueRef.current) quill.clipboard.dangerouslyPasteHTML(valueRef.current, 'silent');
      quill.root.setAttribute('aria-label', label || 'İçerik');
      quill.root.setAttribute('role', 'textbox');
      quill.root.setAttribute('aria-multiline', 'true');
      quill.root.id = id;
      quill.on('text-change', () => {
        const html = quill.root.innerHTML;
        onChangeRef.current(EMPTY_RICH_TEXT.test(html) ? undefined : html);
      });
      quillRef.current = quill;
      setReady(true);
      cleanup = () => {
        quillRef.current = null;
        if (host.current) host.current.innerHTML = '';
      };
    });
    return () => {
      alive = false;
      cleanup();
    };
  }, [id, label]);
  useInvalidState(quillRef, invalid, ready, id);
  return { host, quillRef, valueRef, onChangeRef, ready, dialog, setDialog, selection };
}

/** A Quill with the Turkish toolbar in `host`; its site-link and image buttons call `openDialog` with the cursor. */
function createQuill(Quill: typeof QuillType, host: HTMLDivElement, openDialog: (kind: RichTextDialog, at: TextRange) => void): Quill {
  registerSiteLink(Quill);
  const toolbar = buildToolbar();
  const editorEl = document.createElement('div');
  host.append(toolbar, editorEl);
  const open = (kind: RichTextDialog) => openDialog(kind, quill.getSelection(true) ?? { index: quill.getLength() - 1, length: 0 });
  const quill = new Quill(editorEl, {
    theme: 'snow',
    modules: { toolbar: { container: toolbar, handlers: { 'internal-link': () => open('link'), image: () => open('image') } } },
    placeholder: 'İçeriği yazın...',
  });
  localizeQuill(quill, toolbar);
  return quill;
}

/** The editor carries the field's error state (aria-invalid, the error text as its description). */
function useInvalidState(quillRef: RefObject<Quill | null>, invalid: boolean, ready: boolean, id: string) {
  useEffect(() => {
    const root = quillRef.current?.root;
    if (!root) return;
    if (invalid) {
      root.setAttribute('aria-invalid', 'true');
      root.setAttribute('aria-describedby', `${id}__error`);
    } else {
      root.removeAttribute('aria-invalid');
      root.removeAttribute('aria-describedby');
    }
  }, [invalid, ready, id, quillRef]);
}
