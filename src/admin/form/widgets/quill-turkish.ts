/**
 * Quill 2 in Turkish. Quill builds its toolbar and link dialog itself with English labels,
 * so the toolbar is our own container (buttons with Turkish `aria-label`s and `title`s,
 * heading names as option texts), the pickers and the link dialog get Turkish names after
 * Quill has built them (their visible texts are CSS, see RICH_TEXT_CSS), and links decide
 * their own target: internal ones stay in the tab, external ones open a new tab.
 */
import type QuillType from 'quill';
import type LinkFormat from 'quill/formats/link';
import { applyLinkTarget } from '../../../lib/link-target.ts';

type Quill = typeof QuillType;

/** A toolbar control: a button (class ql-<format>, optional value) or a picker (select). */
type Control =
  | { kind: 'button'; format: string; value?: string; label: string; icon?: string }
  | { kind: 'select'; format: string; label: string; options?: { value: string; label: string }[] };

const HEADINGS = [1, 2, 3, 4, 5, 6].map((n) => ({ value: String(n), label: `Başlık ${n}` }));

/** An icon for the internal-link button (Quill has none): a link with a house. */
const INTERNAL_LINK_ICON =
  '<svg viewBox="0 0 18 18" aria-hidden="true"><path class="ql-stroke" d="M3 9 9 3l6 6"/><path class="ql-stroke" d="M5 8v7h8V8"/><path class="ql-stroke" d="M8 15v-4h2v4"/></svg>';

export const TOOLBAR_GROUPS: Control[][] = [
  [{ kind: 'select', format: 'header', label: 'Başlık düzeyi', options: HEADINGS }],
  [
    { kind: 'button', format: 'bold', label: 'Kalın' },
    { kind: 'button', format: 'italic', label: 'İtalik' },
    { kind: 'button', format: 'underline', label: 'Altı çizili' },
    { kind: 'button', format: 'strike', label: 'Üstü çizili' },
  ],
  [
    { kind: 'select', format: 'color', label: 'Yazı rengi' },
    { kind: 'select', format: 'background', label: 'Vurgu rengi' },
  ],
  [
    { kind: 'button', format: 'list', value: 'ordered', label: 'Numaralı liste' },
    { kind: 'button', format: 'list', value: 'bullet', label: 'Madde işaretli liste' },
    { kind: 'button', format: 'indent', value: '-1', label: 'Girintiyi azalt' },
    { kind: 'button', format: 'indent', value: '+1', label: 'Girintiyi artır' },
  ],
  [{ kind: 'select', format: 'align', label: 'Hizalama' }],
  [
    { kind: 'button', format: 'link', label: 'Bağlantı ekle' },
    { kind: 'button', format: 'internal-link', label: 'Site içi bağlantı ekle', icon: INTERNAL_LINK_ICON },
    { kind: 'button', format: 'image', label: 'Medya kütüphanesinden görsel ekle' },
    { kind: 'button', format: 'video', label: 'Video ekle' },
  ],
  [
    { kind: 'button', format: 'blockquote', label: 'Alıntı' },
    { kind: 'button', format: 'code-block', label: 'Kod bloğu' },
  ],
  [{ kind: 'button', format: 'clean', label: 'Biçimlendirmeyi temizle' }],
];

const ALIGN_LABELS: Record<string, string> = { '': 'Sola hizala', center: 'Ortala', right: 'Sağa hizala', justify: 'İki yana yasla' };

/** The toolbar container Quill attaches its handlers and icons to. */
export function buildToolbar(): HTMLElement {
  const toolbar = document.createElement('div');
  toolbar.setAttribute('aria-label', 'Metin biçimlendirme');
  for (const group of TOOLBAR_GROUPS) {
    const span = document.createElement('span');
    span.className = 'ql-formats';
    for (const c of group) {
      if (c.kind === 'button') {
        const button = document.createElement('button');
        button.type = 'button';
        button.className = `ql-${c.format}`;
        if (c.value) button.value = c.value;
        button.setAttribute('aria-label', c.label);
        button.title = c.label;
        if (c.icon) button.innerHTML = c.icon;
        span.appendChild(button);
      } else {
        const select = document.createElement('select');
        select.className = `ql-${c.format}`;
        select.setAttribute('aria-label', c.label);
        select.title = c.label;
        for (const o of c.options ?? []) {
          const option = document.createElement('option');
          option.value = o.value;
          option.textContent = o.label;
          select.appendChild(option);
        }
        if (c.options) {
          // Quill's "no heading" is the option without a value.
          const normal = document.createElement('option');
          normal.selected = true;
          normal.textContent = 'Paragraf';
          select.appendChild(normal);
        }
        span.appendChild(select);
      }
    }
    toolbar.appendChild(span);
  }
  return toolbar;
}

/** Turkish names for the pickers Quill built from the selects, and for its link dialog. */
export function localizeQuill(quill: InstanceType<Quill>, toolbar: HTMLElement): void {
  for (const picker of toolbar.querySelectorAll<HTMLElement>('.ql-picker')) {
    const select = picker.nextElementSibling as HTMLSelectElement | null;
    const name = select?.getAttribute('aria-label') ?? '';
    const label = picker.querySelector('.ql-picker-label');
    label?.setAttribute('aria-label', name);
    label?.setAttribute('title', name);
    for (const item of picker.querySelectorAll<HTMLElement>('.ql-picker-item')) {
      const value = item.getAttribute('data-value') ?? '';
      const itemLabel = picker.classList.contains('ql-align')
        ? ALIGN_LABELS[value]
        : item.getAttribute('data-label') ?? (value ? `${name}: ${value}` : `${name}: varsayılan`);
      item.setAttribute('aria-label', itemLabel ?? value);
      item.setAttribute('title', itemLabel ?? value);
    }
  }
  const tooltip = (quill.theme as unknown as { tooltip?: { root: HTMLElement } }).tooltip?.root;
  if (!tooltip) return;
  const input = tooltip.querySelector('input');
  if (input) {
    input.setAttribute('data-link', 'https://ornek.com');
    input.setAttribute('data-video', 'https://www.youtube.com/watch?v=...');
    input.setAttribute('data-formula', '');
    input.setAttribute('aria-label', 'Bağlantı adresi');
  }
  const action = tooltip.querySelector('a.ql-action');
  const remove = tooltip.querySelector('a.ql-remove');
  for (const a of [action, remove]) {
    a?.setAttribute('role', 'button');
    a?.setAttribute('tabindex', '0');
  }
  remove?.setAttribute('aria-label', 'Bağlantıyı kaldır');
  // The action button is 'Düzenle' while showing a link and 'Kaydet' while editing one.
  const syncAction = () => action?.setAttribute('aria-label', tooltip.classList.contains('ql-editing') ? 'Kaydet' : 'Düzenle');
  syncAction();
  new MutationObserver(syncAction).observe(tooltip, { attributes: true, attributeFilter: ['class'] });
  tooltip.querySelector('a.ql-preview')?.setAttribute('aria-label', 'Bağlantıyı aç');
}

let linkRegistered = false;

/** Quill's link format opens every link in a new tab; ours only external ones. */
export function registerSiteLink(Quill: Quill): void {
  if (linkRegistered) return;
  linkRegistered = true;
  const Link = Quill.import('formats/link') as typeof LinkFormat;
  class SiteLink extends Link {
    static override create(value: string): HTMLElement {
      const node = super.create(value) as HTMLElement;
      applyLinkTarget(node, window.location.origin);
      return node;
    }
  }
  Quill.register(SiteLink, true);
}

/** The snow theme's CSS texts in Turkish (its link dialog and heading names are CSS content). */
export const RICH_TEXT_CSS = {
  '.ql-snow .ql-tooltip::before': { content: '"Bağlantı:"' },
  '.ql-snow .ql-tooltip[data-mode=link]::before': { content: '"Bağlantı adresi:"' },
  '.ql-snow .ql-tooltip[data-mode=video]::before': { content: '"Video adresi:"' },
  '.ql-snow .ql-tooltip a.ql-action::after': { content: '"Düzenle"' },
  '.ql-snow .ql-tooltip.ql-editing a.ql-action::after': { content: '"Kaydet"' },
  '.ql-snow .ql-tooltip a.ql-remove::before': { content: '"Kaldır"' },
  '.ql-snow .ql-picker.ql-header .ql-picker-label::before, .ql-snow .ql-picker.ql-header .ql-picker-item::before': { content: '"Paragraf"' },
  ...Object.fromEntries(
    HEADINGS.map((h) => [
      `.ql-snow .ql-picker.ql-header .ql-picker-label[data-value="${h.value}"]::before, .ql-snow .ql-picker.ql-header .ql-picker-item[data-value="${h.value}"]::before`,
      { content: `"${h.label}"` },
    ]),
  ),
  '.ql-snow .ql-picker.ql-header': { width: 110 },
} as const;
