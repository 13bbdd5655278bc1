/**
 * The shared look of every e-mail: a plain-text body and a small HTML page with inline
 * styles (mail clients ignore style sheets). Paragraphs and links are given as data, so
 * each value is escaped once, here.
 */
import { escapeHtml } from './escape.ts';

export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'button'; label: string; url: string }
  /** Label/value rows, e.g. the fields of a contact message. */
  | { kind: 'fields'; rows: [label: string, value: string][] }
  | { kind: 'quote'; text: string };

export interface Layout {
  /** Heading inside the mail (the subject usually). */
  title: string;
  blocks: Block[];
  /** Small print under the body (e.g. the unsubscribe link's explanation). */
  footer?: Block[];
}

function blockText(b: Block): string {
  switch (b.kind) {
    case 'paragraph':
      return b.text;
    case 'button':
      return `${b.label}:\n${b.url}`;
    case 'fields':
      return b.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'quote':
      return b.text
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n');
  }
}

const P = 'margin:0 0 16px;font-size:15px;line-height:1.5;color:#1f2937';

function blockHtml(b: Block): string {
  switch (b.kind) {
    case 'paragraph':
      return `<p style="${P}">${escapeHtml(b.text).replace(/\n/g, '<br>')}</p>`;
    case 'button':
      return `<p style="margin:0 0 16px"><a href="${escapeHtml(b.url)}" style="display:inline-block;padding:10px 18px;background:#1d4ed8;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(b.label)}</a></p>`
        + `<p style="margin:0 0 16px;font-size:12px;color:#6b7280;word-break:break-all">${escapeHtml(b.url)}</p>`;
    case 'fields':
      return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;font-size:14px">${b.rows
        .map(([label, value]) => `<tr><th align="left" style="padding:4px 12px 4px 0;color:#6b7280;font-weight:600;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0;color:#1f2937">${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`)
        .join('')}</table>`;
    case 'quote':
      return `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #d1d5db;color:#374151;font-size:14px">${escapeHtml(b.text).replace(/\n/g, '<br>')}</blockquote>`;
  }
}

export function renderLayout(layout: Layout): { text: string; html: string } {
  const text = [layout.title, '', ...layout.blocks.map(blockText).flatMap((t) => [t, '']), ...(layout.footer?.length ? ['--', ...layout.footer.map(blockText)] : [])]
    .join('\n')
    .trimEnd() + '\n';
  const html = `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>${escapeHtml(layout.title)}</title></head>`
    + `<body style="margin:0;padding:24px;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif">`
    + `<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">`
    + `<h1 style="margin:0 0 16px;font-size:20px;color:#111827">${escapeHtml(layout.title)}</h1>`
    + layout.blocks.map(blockHtml).join('')
    + (layout.footer?.length ? `<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0 12px"><div style="font-size:12px;color:#6b7280">${layout.footer.map(blockHtml).join('')}</div>` : '')
    + `</div></body></html>`;
  return { text, html };
}
