/**
 * The forms the page's form blocks show (schema/forms.ts), as visitors may read them (never who
 * is notified: a private column), with a choice's options resolved: the typed ones, or the
 * titles of the published services, the same list the database checks an answer against.
 */
import type { FormFieldDefinition } from '../../../schema/forms.ts';
import type { PublicClient } from '../../lib/public-client.ts';

export const PUBLIC_FORM_COLUMNS = 'id,title,fields,submit_label,thank_you_text,redirect_url,disclosure_text';

/** A form field as the site draws it: its options always listed. */
export interface PublicFormField extends Omit<FormFieldDefinition, 'options' | 'options_from'> {
  options: string[];
}

export interface PublicForm {
  id: string;
  title: string;
  fields: PublicFormField[];
  submit_label: string;
  thank_you_text: string;
  redirect_url: string | null;
  disclosure_text: string | null;
}

/** The active forms among `ids` (unknown or inactive ones are absent). */
export async function formsByIds(db: PublicClient, ids: string[]): Promise<PublicForm[]> {
  const wanted = [...new Set(ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id)))];
  if (wanted.length === 0) return [];
  const { data, error } = await db.from('forms').select(PUBLIC_FORM_COLUMNS).eq('published', true).in('id', wanted);
  if (error) throw new Error(error.message);
  const rows = (data ?? []) as unknown as (Omit<PublicForm, 'fields'> & { fields: FormFieldDefinition[] })[];
  const needsServices = rows.some((f) => f.fields.some((x) => x.type === 'choice' && x.options_from === 'services'));
  const services = needsServices ? await publishedServiceTitles(db) : [];
  return rows.map((f) => ({
    ...f,
    fields: f.fields.map(({ options, options_from, ...field }) => ({ ...field, options: options_from === 'services' ? services : (options ?? []) })),
  }));
}

async function publishedServiceTitles(db: PublicClient): Promise<string[]> {
  const { data, error } = await db.from('services').select('title').eq('published', true).order('created_at', { ascending: false }).limit(100);
  if (error) throw new Error(error.message);
  return (data ?? []).map((s) => s.title);
}
