/**
 * Publish readiness: what a page still lacks to do well in search results and for every
 * visitor. Pure rules over one item's values; the form's panel and the dashboard's SEO card
 * both use them. Which fields to look at comes from the resource config (schema/): its
 * title, meta title and description, `image` fields and `richText`/`html` fields.
 *
 * Lengths follow what Google shows of a result: about 60 characters of a title and about
 * 160 of a description.
 */
import { isSitePath } from '../../lib/site-path.ts';
import type { AnyResource } from '../resource/types.ts';

export const TITLE_LIMIT = 60;
export const DESCRIPTION_LIMIT = 160;

export type ReadinessRule = 'imageAlt' | 'contentImageAlt' | 'metaDescriptionEmpty' | 'titleTooLong' | 'descriptionTooLong' | 'brokenLink' | 'unpublishedLink';

export interface ReadinessIssue {
  rule: ReadinessRule;
  /** The form field it is about. */
  field: string;
  message: string;
}

interface NamedField {
  name: string;
  label: string;
}

/** The fields of a resource the rules read. */
export interface ReadinessFields {
  title?: NamedField;
  metaTitle?: NamedField;
  metaDescription?: NamedField;
  images: NamedField[];
  richText: NamedField[];
}

/** How an internal address resolves: a page visitors see, none, or an unpublished item. */
export type LinkStatus = 'ok' | 'missing' | 'unpublished';

export interface ReadinessContext {
  /** A library file's alt text by its address; undefined when the address is not in the library. */
  altOf(url: string): string | null | undefined;
  linkStatus(path: string): LinkStatus;
}

export function readinessFields(resource: Pick<AnyResource, 'form' | 'fieldTitles'>): ReadinessFields {
  const fields = resource.form.fields;
  const named = (name: string): NamedField => ({ name, label: resource.fieldTitles[name] ?? name });
  const has = (name: string) => fields.some((f) => f.name === name);
  return {
    ...(has('title') ? { title: named('title') } : {}),
    ...(has('meta_title') ? { metaTitle: named('meta_title') } : {}),
    ...(has('meta_description') ? { metaDescription: named('meta_description') } : {}),
    images: fields.filter((f) => f.widget === 'image').map((f) => named(f.name)),
    richText: fields.filter((f) => f.widget === 'richText' || f.widget === 'html').map((f) => named(f.name)),
  };
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
/** Characters as a reader counts them (an emoji or a Turkish letter is one). */
const length = (s: string): number => [...s].length;

function attribute(tag: string, name: string): string | undefined {
  const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(tag);
  return m ? (m[1] ?? m[2] ?? m[3] ?? '') : undefined;
}

/** `<img>` tags without a non-empty alt. */
export function imagesWithoutAlt(html: string): number {
  return [...html.matchAll(/<img\b[^>]*>/gi)].filter((m) => !text(attribute(m[0], 'alt'))).length;
}

/** Addresses of this site's pages among the links of a body: relative, not a file, not the admin. */
export function internalLinks(html: string): string[] {
  const paths = new Set<string>();
  for (const m of html.matchAll(/<a\b[^>]*>/gi)) {
    const href = attribute(m[0], 'href')?.replace(/&amp;/g, '&').trim();
    if (!href || !isSitePath(href)) continue;
    const path = href.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1');
    if (/^\/(storage|admin|rest|auth)(\/|$)/.test(path)) continue;
    paths.add(path);
  }
  return [...paths];
}

export function checkReadiness(fields: ReadinessFields, values: Record<string, unknown>, ctx: ReadinessContext): ReadinessIssue[] {
  const issues: ReadinessIssue[] = [];
  for (const f of fields.images) {
    const url = text(values[f.name]);
    if (url && !text(ctx.altOf(url))) {
      issues.push({ rule: 'imageAlt', field: f.name, message: `${f.label}: alternatif metin yok (Medya kütüphanesinde ekleyin)` });
    }
  }
  for (const f of fields.richText) {
    const n = imagesWithoutAlt(text(values[f.name]));
    if (n) issues.push({ rule: 'contentImageAlt', field: f.name, message: `${f.label}: ${n} görselin alternatif metni yok` });
  }
  if (fields.metaDescription) {
    const description = text(values[fields.metaDescription.name]);
    const n = length(description);
    if (!n) issues.push({ rule: 'metaDescriptionEmpty', field: fields.metaDescription.name, message: `${fields.metaDescription.label} boş` });
    else if (n > DESCRIPTION_LIMIT) {
      issues.push({
        rule: 'descriptionTooLong',
        field: fields.metaDescription.name,
        message: `${fields.metaDescription.label} ${n} karakter; arama sonuçlarında ${DESCRIPTION_LIMIT} karakterden sonrası kesilir`,
      });
    }
  }
  // The search result shows the meta title when there is one, else the item's title.
  const metaTitle = fields.metaTitle && text(values[fields.metaTitle.name]) ? fields.metaTitle : fields.title;
  if (metaTitle) {
    const n = length(text(values[metaTitle.name]));
    if (n > TITLE_LIMIT) {
      issues.push({ rule: 'titleTooLong', field: metaTitle.name, message: `${metaTitle.label} ${n} karakter; arama sonuçlarında ${TITLE_LIMIT} karakterden sonrası kesilir` });
    }
  }
  for (const f of fields.richText) {
    for (const path of internalLinks(text(values[f.name]))) {
      const status = ctx.linkStatus(path);
      if (status === 'missing') issues.push({ rule: 'brokenLink', field: f.name, message: `${f.label}: kırık iç bağlantı ${path} (böyle bir sayfa yok)` });
      if (status === 'unpublished') issues.push({ rule: 'unpublishedLink', field: f.name, message: `${f.label}: iç bağlantı ${path} yayında olmayan bir içeriğe gidiyor` });
    }
  }
  return issues;
}
