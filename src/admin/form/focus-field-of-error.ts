/**
 * After "Lütfen işaretli alanları düzeltin": the page scrolls to the first invalid field and
 * puts the cursor in it. RJSF's own focus finds only an element whose id is the field's; our
 * widgets (rich text, slug, images, lists) keep their input deeper, so the field's frame
 * (FieldTemplate's data-field-id) is looked up and its first focusable element taken.
 */
/** Where text or a choice is entered; a field's buttons (a toolbar, "HTML") only when it has none. */
const ENTRY = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), [contenteditable="true"]';
const BUTTON = 'button:not([disabled])';

/** The id RJSF gives the field of an error's property ('.author.name' → 'root_author_name'). */
export function fieldIdOf(property: string | undefined): string {
  const path = (property ?? '').replace(/\[(\d+)\]/g, '.$1').split('.').filter(Boolean);
  return ['root', ...path].join('_');
}

/** Scrolls the field of `property` to the middle of the screen and focuses it; whether one was found. */
export function focusFieldOfError(form: HTMLElement | null, property: string | undefined): boolean {
  if (!form) return false;
  const id = fieldIdOf(property);
  const found = form.ownerDocument.getElementById(id);
  const byId = found && form.contains(found) ? found : null;
  const frame = [...form.querySelectorAll<HTMLElement>('[data-field-id]')].find((el) => el.dataset.fieldId === id) ?? form.querySelector<HTMLElement>('[data-invalid="true"]');
  const within = (el: HTMLElement | null | undefined) => el?.querySelector<HTMLElement>(ENTRY) ?? el?.querySelector<HTMLElement>(BUTTON) ?? null;
  const target = (byId?.matches(ENTRY) ? byId : null) ?? within(frame) ?? within(byId);
  if (!target) return false;
  // Centred, so neither the sticky action bar nor the top of a dialog hides it.
  (frame ?? target).scrollIntoView({ block: 'center', behavior: 'auto' });
  target.focus({ preventScroll: true });
  return true;
}
