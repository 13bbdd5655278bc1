/**
 * Rich text (the HTML content of pages, services, projects and blog posts) with Quill 2 in
 * Turkish (use-quill-editor.ts): the spec's toolbar plus a site-internal link picker, images
 * from the media library with their alt text, and an "HTML" view that edits the same value as
 * a textarea.
 */
import type { Theme } from '@emotion/react';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import 'quill/dist/quill.snow.css';
import { MediaPicker } from '../../media/MediaPicker.tsx';
import { inputCss } from '../../ui/input-style.ts';
import { InternalLinkDialog, type LinkTarget } from './InternalLinkDialog.tsx';
import { RICH_TEXT_CSS } from './quill-turkish.ts';
import { EMPTY_RICH_TEXT, useQuillEditor, type Quill, type TextRange } from './use-quill-editor.ts';

export function RichTextWidget(p: WidgetProps) {
  const value = (p.value as string | undefined) ?? '';
  const invalid = Boolean(p.rawErrors?.length);
  const editor = useQuillEditor(p.id, p.label, value, p.onChange, invalid);
  const { quillRef, valueRef, onChangeRef, ready, dialog, setDialog, selection } = editor;
  const [htmlView, setHtmlView] = useState(false);

  const showHtml = (on: boolean) => {
    const quill = quillRef.current;
    // Back from the HTML view: the editor takes the edited HTML (in Quill's own form).
    if (!on && quill) {
      quill.setContents([], 'silent');
      if (valueRef.current) quill.clipboard.dangerouslyPasteHTML(valueRef.current, 'silent');
      const html = quill.root.innerHTML;
      if (!EMPTY_RICH_TEXT.test(html) && html !== valueRef.current) onChangeRef.current(html);
    }
    setHtmlView(on);
  };

  return (
    <div css={{ display: 'grid', gap: '0.4rem' }}>
      <div css={{ display: 'flex', justifyContent: 'flex-end' }}>
        <HtmlViewToggle on={htmlView} disabled={!ready} onToggle={() => showHtml(!htmlView)} />
      </div>
      {htmlView && (
        <textarea
          id={`${p.id}__html`}
          aria-label={`${p.label || 'İçerik'} (HTML)`}
          rows={14}
          spellCheck={false}
          value={value}
          onChange={(e) => onChangeRef.current(e.target.value === '' ? undefined : e.target.value)}
          css={(theme) => ({ ...inputCss(invalid)(theme), fontFamily: theme.font.mono, fontSize: '0.85rem' })}
        />
      )}
      <div hidden={htmlView} css={(theme) => editorFrameCss(theme, invalid)}>
        {!ready && <p css={{ margin: 0, padding: '1rem' }}>Editör yükleniyor...</p>}
        <div ref={editor.host} />
      </div>
      <InternalLinkDialog open={dialog === 'link'} onClose={() => setDialog(null)} onSelect={(target) => insertLink(quillRef.current, selection.current, target)} />
      <MediaPicker open={dialog === 'image'} onClose={() => setDialog(null)} onSelect={(url, media) => insertImage(quillRef.current, selection.current, url, media?.alt_text?.trim() ?? '')} />
    </div>
  );
}

/** "HTML": switches between the rich text editor and the HTML textarea. */
function HtmlViewToggle({ on, disabled, onToggle }: { on: boolean; disabled: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={on}
      title={on ? 'Zengin metin düzenleyicisine dön' : 'İçeriği HTML olarak düzenle'}
      disabled={disabled}
      onClick={onToggle}
      css={(theme) => ({
        font: 'inherit',
        fontSize: '0.8rem',
        fontWeight: 600,
        padding: '0.25rem 0.6rem',
        borderRadius: theme.radius.sm,
        border: `1px solid ${theme.color.border}`,
        background: on ? theme.color.primary : theme.color.surfaceAlt,
        color: on ? theme.color.onPrimary : theme.color.text,
        cursor: 'pointer',
      })}
    >
      HTML
    </button>
  );
}

/** The frame around Quill's toolbar and editor, in the admin's theme. */
function editorFrameCss(theme: Theme, invalid: boolean) {
  return {
    border: `1px solid ${invalid ? theme.color.danger : theme.color.border}`,
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
  };
}

/** A site link over the selected text, or its title as linked text at the cursor. */
function insertLink(quill: Quill | null, { index, length }: TextRange, target: LinkTarget) {
  if (!quill) return;
  if (length > 0) quill.formatText(index, length, 'link', target.path, 'user');
  else {
    quill.insertText(index, target.title, 'link', target.path, 'user');
    quill.setSelection(index + target.title.length, 0, 'user');
  }
}

/** An image from the media library at the cursor, with its alt text. */
function insertImage(quill: Quill | null, { index }: TextRange, url: string, alt: string) {
  if (!quill) return;
  quill.insertEmbed(index, 'image', url, 'user');
  if (alt) quill.formatText(index, 1, 'alt', alt, 'user');
  quill.setSelection(index + 1, 0, 'user');
}
