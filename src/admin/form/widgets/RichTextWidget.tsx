/**
 * Rich text (the HTML content of pages, services, projects and blog posts) with Quill 2 in
 * Turkish (quill-turkish.ts): the spec's toolbar plus a site-internal link picker, images from
 * the media library with their alt text, and an "HTML" view that edits the same value as a
 * textarea. Quill is imported when the widget mounts, so only forms that use it download it.
 */
import type { WidgetProps } from '@rjsf/utils';
import type QuillType from 'quill';
import { useEffect, useRef, useState } from 'react';
import 'quill/dist/quill.snow.css';
import { MediaPicker } from '../../media/MediaPicker.tsx';
import { inputCss } from '../../ui/input-style.ts';
import { InternalLinkDialog, type LinkTarget } from './InternalLinkDialog.tsx';
import { buildToolbar, localizeQuill, registerSiteLink, RICH_TEXT_CSS } from './quill-turkish.ts';

const EMPTY = /^(<p><br><\/p>|\s*)$/;

type Quill = InstanceType<typeof QuillType>;

export function RichTextWidget(p: WidgetProps) {
  const host = useRef<HTMLDivElement>(null);
  const quillRef = useRef<Quill | null>(null);
  const onChange = useRef(p.onChange);
  onChange.current = p.onChange;
  const value = (p.value as string | undefined) ?? '';
  const valueRef = useRef(value);
  valueRef.current = value;
  const [ready, setReady] = useState(false);
  const [htmlView, setHtmlView] = useState(false);
  const [dialog, setDialog] = useState<'link' | 'image' | null>(null);
  /** Where the cursor (or selection) was when a dialog opened. */
  const selection = useRef<{ index: number; length: number }>({ index: 0, length: 0 });

  useEffect(() => {
    let alive = true;
    let cleanup = () => {};
    void import('quill').then(({ default: Quill }) => {
      if (!alive || !host.current) return;
      registerSiteLink(Quill);
      const toolbar = buildToolbar();
      const editorEl = document.createElement('div');
      host.current.append(toolbar, editorEl);
      const openDialog = (kind: 'link' | 'image') => {
        selection.current = quill.getSelection(true) ?? { index: quill.getLength() - 1, length: 0 };
        setDialog(kind);
      };
      const quill = new Quill(editorEl, {
        theme: 'snow',
        modules: { toolbar: { container: toolbar, handlers: { 'internal-link': () => openDialog('link'), image: () => openDialog('image') } } },
        placeholder: 'İçeriği yazın...',
      });
      localizeQuill(quill, toolbar);
      if (valueRef.current) quill.clipboard.dangerouslyPasteHTML(valueRef.current, 'silent');
      quill.root.setAttribute('aria-label', p.label || 'İçerik');
      quill.root.setAttribute('role', 'textbox');
      quill.root.setAttribute('aria-multiline', 'true');
      quill.root.id = p.id;
      quill.on('text-change', () => {
        const html = quill.root.innerHTML;
        onChange.current(EMPTY.test(html) ? undefined : html);
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
  }, [p.id, p.label]);

  // The editor is the field for assistive technology: it carries the field's error state.
  const invalid = Boolean(p.rawErrors?.length);
  useEffect(() => {
    const root = quillRef.current?.root;
    if (!root) return;
    if (invalid) {
      root.setAttribute('aria-invalid', 'true');
      root.setAttribute('aria-describedby', `${p.id}__error`);
    } else {
      root.removeAttribute('aria-invalid');
      root.removeAttribute('aria-describedby');
    }
  }, [invalid, ready, p.id]);

  const showHtml = (on: boolean) => {
    const quill = quillRef.current;
    // Back from the HTML view: the editor takes the edited HTML (in Quill's own form).
    if (!on && quill) {
      quill.setContents([], 'silent');
      if (valueRef.current) quill.clipboard.dangerouslyPasteHTML(valueRef.current, 'silent');
      const html = quill.root.innerHTML;
      if (!EMPTY.test(html) && html !== valueRef.current) onChange.current(html);
    }
    setHtmlView(on);
  };

  const insertLink = (target: LinkTarget) => {
    const quill = quillRef.current;
    if (!quill) return;
    const { index, length } = selection.current;
    if (length > 0) quill.formatText(index, length, 'link', target.path, 'user');
    else {
      quill.insertText(index, target.title, 'link', target.path, 'user');
      quill.setSelection(index + target.title.length, 0, 'user');
    }
  };

  const insertImage = (url: string, alt: string) => {
    const quill = quillRef.current;
    if (!quill) return;
    const { index } = selection.current;
    quill.insertEmbed(index, 'image', url, 'user');
    if (alt) quill.formatText(index, 1, 'alt', alt, 'user');
    quill.setSelection(index + 1, 0, 'user');
  };

  return (
    <div css={{ display: 'grid', gap: '0.4rem' }}>
      <div css={{ display: 'flex', justifyContent: 'flex-end' }}>
        <button
          type="button"
          aria-pressed={htmlView}
          title={htmlView ? 'Zengin metin düzenleyicisine dön' : 'İçeriği HTML olarak düzenle'}
          disabled={!ready}
          onClick={() => showHtml(!htmlView)}
          css={(theme) => ({
            font: 'inherit',
            fontSize: '0.8rem',
            fontWeight: 600,
            padding: '0.25rem 0.6rem',
            borderRadius: theme.radius.sm,
            border: `1px solid ${theme.color.border}`,
            background: htmlView ? theme.color.primary : theme.color.surfaceAlt,
            color: htmlView ? theme.color.onPrimary : theme.color.text,
            cursor: 'pointer',
          })}
        >
          HTML
        </button>
      </div>
      {htmlView && (
        <textarea
          id={`${p.id}__html`}
          aria-label={`${p.label || 'İçerik'} (HTML)`}
          rows={14}
          spellCheck={false}
          value={value}
          onChange={(e) => onChange.current(e.target.value === '' ? undefined : e.target.value)}
          css={(theme) => ({ ...inputCss(Boolean(p.rawErrors?.length))(theme), fontFamily: theme.font.mono, fontSize: '0.85rem' })}
        />
      )}
      <div
        hidden={htmlView}
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
          ...RICH_TEXT_CSS,
        })}
      >
        {!ready && <p css={{ margin: 0, padding: '1rem' }}>Editör yükleniyor...</p>}
        <div ref={host} />
      </div>
      <InternalLinkDialog open={dialog === 'link'} onClose={() => setDialog(null)} onSelect={insertLink} />
      <MediaPicker open={dialog === 'image'} onClose={() => setDialog(null)} onSelect={(url, media) => insertImage(url, media?.alt_text?.trim() ?? '')} />
    </div>
  );
}
