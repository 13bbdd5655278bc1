/**
 * Copies text to the clipboard: the Clipboard API where the page may use it (secure context,
 * permission), otherwise a hidden textarea and document.execCommand('copy').
 */
export async function copyText(text: string): Promise<void> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return;
    }
  } catch {
    // Denied or unavailable: fall through to the old way.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  // Inside an open <dialog> only its own subtree is focusable, so attach there when there is one.
  const host = document.activeElement?.closest('dialog') ?? document.body;
  host.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('Kopyalama başarısız');
}
