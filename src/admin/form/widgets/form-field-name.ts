/** The stored name of a form field from its label ('Hangi hizmet?' → 'hangi_hizmet'), the shape forms.fields allows. */
import { slugify } from '../../../lib/slug.ts';

export function fieldNameOf(label: string): string {
  const name = slugify(label).replace(/-/g, '_').slice(0, 40).replace(/_+$/, '');
  return /^[a-z]/.test(name) ? name : `alan_${name}`.slice(0, 40).replace(/_+$/, '');
}
