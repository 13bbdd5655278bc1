/**
 * generated/admin: for each resource, its config plus the RJSF form (JSON Schema of the form
 * fields in the configured order, and a uiSchema naming the admin's widgets), and a registry
 * that lazy-loads them by route.
 */
import type { BespokeResourceConfig, FormField, GenericResourceConfig, GlobalResourceConfig, ServerValue } from '../../schema/resource.ts';
import type { Entity } from './entities.ts';
import { resolve, type Schema } from './json-schema.ts';
import { blocksFormSchema, LIBRARY_BLOCK_CONTENT, libraryBlockFormSchema, type BlockModel } from './blocks.ts';

/** Inlines every $ref so the form schema stands alone; drops what forms must not see. */
export function inline(schema: Schema, root: Schema): Schema {
  const s = resolve(schema, root);
  const out: Schema = {};
  for (const [k, v] of Object.entries(s)) {
    if (k === 'readOnly' || k === 'definitions' || k === '$schema') continue;
    if (k === 'properties' && v && typeof v === 'object') {
      out.properties = Object.fromEntries(Object.entries(v as Record<string, Schema>).map(([name, p]) => [name, inline(p, root)]));
    } else if (k === 'items' && v && typeof v === 'object') {
      out.items = inline(v as Schema, root);
    } else if ((k === 'anyOf' || k === 'oneOf') && Array.isArray(v)) {
      out[k] = (v as Schema[]).map((o) => inline(o, root));
    } else {
      out[k] = v;
    }
  }
  return out;
}

const LIMIT_KEYWORDS = ['minLength', 'maxLength', 'minimum', 'maximum'] as const;

/** `T | null`: a type list with null, or (for a named type) `anyOf` one branch of which is null. */
function isNullable(s: Schema): boolean {
  if (Array.isArray(s.type)) return s.type.includes('null');
  return Array.isArray(s.anyOf) && (s.anyOf as Schema[]).some((branch) => branch.type === 'null');
}

/** Named types of the schema files (for fields whose shape depends on another field). */
export type TypeSchema = (typeName: string) => Schema;

/** A property path ('items[].answer') as steps ('items', '[]', 'answer'): '[]' steps into a list. */
export function pathSteps(path: string): string[] {
  return path.split('.').flatMap((step) => (step.endsWith('[]') ? [step.slice(0, -2), '[]'] : [step]));
}

/** A property path of a typed form ('stats[].icon') as the steps of its uiSchema ('stats', 'items', 'icon'). */
export function uiPath(path: string): string[] {
  return pathSteps(path).map((step) => (step === '[]' ? 'items' : step));
}

/** The schema with `fn` applied to the property at `steps` (pathSteps), or undefined when it has none there. */
export function mapAt(schema: Schema, steps: string[], fn: (s: Schema) => Schema): Schema | undefined {
  if (steps.length === 0) return fn(schema);
  const [step, ...rest] = steps as [string, ...string[]];
  if (step === '[]') {
    if (!schema.items) return undefined;
    const items = mapAt(schema.items, rest, fn);
    return items && { ...schema, items };
  }
  const prop = schema.properties?.[step];
  if (!prop) return undefined;
  const mapped = mapAt(prop, rest, fn);
  return mapped && { ...schema, properties: { ...schema.properties, [step]: mapped } };
}

/** The branch typing `field` as `form` when `byField` is `value` (`required`: the field must then be there). */
export function typedBranch(byField: string, value: string, field: string, form: Schema, required = false): Schema {
  return { if: { properties: { [byField]: { const: value } }, required: [byField] }, then: { ...(required ? { required: [field] } : {}), properties: { [field]: form } } };
}

/** A property as a choice of `options` (the form shows their labels). */
export function asChoice(prop: Schema, options: readonly { value: string | number; label: string }[]): Schema {
  const { enum: _enum, ...rest } = prop;
  return { ...rest, oneOf: options.map((o) => ({ const: o.value, title: o.label })) };
}

/**
 * A field whose JSON shape depends on another field (`schemaBy`): its own schema becomes a
 * plain object, and for each value of the other field that has a type, a condition (`allOf` of
 * `if`/`then`, which RJSF resolves per form data) gives it that type's schema; other values keep
 * the plain object. Only the matching branch validates, so errors point at the typed fields.
 * Keys the typed schema does not name are kept, not refused.
 */
function typedConditions(field: FormField<Record<string, unknown>>, by: NonNullable<FormField<Record<string, unknown>>['schemaBy']>, byProp: Schema, typeSchema: TypeSchema, blocks?: BlockModel[]): Schema[] {
  const values = (byProp.oneOf?.map((o) => o.const) ?? byProp.enum ?? []) as string[];
  for (const v of Object.keys(by.schemas)) if (!values.includes(v)) throw new Error(`schemaBy of '${field.name}': '${v}' is not a value of '${by.field}'`);
  const found = new Set<string>();
  const branches = values.flatMap((value) => {
    const typeName = by.schemas[value];
    if (!typeName) return [];
    const typed = typeSchema(typeName);
    const { additionalProperties: _closed, ...open } = inline(typed, typed);
    let form: Schema = open;
    // A library block: its data typed by its block type (the block types' own forms).
    if (typeName === LIBRARY_BLOCK_CONTENT) {
      if (!blocks) throw new Error(`schemaBy of '${field.name}': ${LIBRARY_BLOCK_CONTENT} needs the block types`);
      form = libraryBlockFormSchema(form, blocks);
    }
    for (const [path, sub] of Object.entries(by.fields ?? {})) {
      const mapped = mapAt(form, pathSteps(path), (prop) => (sub.options ? asChoice(prop, sub.options) : prop));
      if (mapped) {
        form = mapped;
        found.add(path);
      }
    }
    return [typedBranch(by.field, value, field.name, form)];
  });
  for (const path of Object.keys(by.fields ?? {})) if (!found.has(path)) throw new Error(`schemaBy of '${field.name}': no typed form has '${path}'`);
  return branches;
}

/**
 * `T | null` of a named type comes out of the row schema as `anyOf: [T, null]`, which RJSF
 * draws as a choice between two schemas: for the form it is T whose type also allows null
 * (an empty input), with the field's own title and description.
 */
function flattenNullable(prop: Schema): Schema {
  const branches = prop.anyOf as Schema[] | undefined;
  if (!Array.isArray(branches) || branches.length !== 2) return prop;
  const value = branches.find((b) => b.type !== 'null');
  if (!value || !branches.some((b) => b.type === 'null') || typeof value.type !== 'string') return prop;
  const { anyOf: _anyOf, ...outer } = prop;
  const { description: _typeDoc, ...inner } = value;
  return { ...inner, ...outer, type: [value.type, 'null'] };
}

export function formSchema(fields: FormField<Record<string, unknown>>[], row: Schema, title: string, typeSchema?: TypeSchema, blocks?: BlockModel[]): Schema {
  const required = new Set(row.required ?? []);
  const properties: Record<string, Schema> = {};
  const requiredInForm: string[] = [];
  const conditions: Schema[] = [];
  for (const field of fields) {
    const raw = row.properties?.[field.name];
    if (!raw) throw new Error(`Form field '${field.name}' is not a property of ${title}`);
    let prop = flattenNullable(inline(raw, row));
    if (field.pattern) prop = { ...prop, pattern: field.pattern };
    for (const [name, nested] of Object.entries(field.properties ?? {})) {
      const inner = prop.properties?.[name];
      if (!inner) throw new Error(`Form field '${field.name}' has no property '${name}'`);
      if (nested.pattern) prop = { ...prop, properties: { ...prop.properties, [name]: { ...inner, pattern: nested.pattern } } };
      if (nested.options) prop = { ...prop, properties: { ...prop.properties, [name]: asChoice(inner, nested.options as readonly { value: string; label: string }[]) } };
    }
    if (field.options) {
      const { enum: _enum, ...rest } = prop;
      prop = { ...rest, oneOf: field.options.map((o) => ({ const: o.value, title: o.label })) };
    }
    if (field.schemaBy) {
      if (!typeSchema) throw new Error(`Form field '${field.name}' has schemaBy but codegen passed no type schemas`);
      const byProp = properties[field.schemaBy.field];
      if (!byProp) throw new Error(`schemaBy of '${field.name}': list '${field.schemaBy.field}' before it in the form`);
      // Any JSON object unless a branch below types it (no additionalProperties: nothing to add by hand).
      const { additionalProperties: _any, ...plain } = prop;
      prop = plain;
      conditions.push(...typedConditions(field, field.schemaBy, byProp, typeSchema, blocks));
    }
    if (field.widget === 'blocks') {
      if (!blocks) throw new Error(`Form field '${field.name}' edits blocks but codegen passed no block types`);
      prop = blocksFormSchema(prop, blocks);
    }
    properties[field.name] = prop;
    const resolved = resolve(raw, row);
    if (required.has(field.name) && !isNullable(resolved) && resolved.default === undefined) requiredInForm.push(field.name);
  }
  // hiddenWhen names a field of the form and values it can take.
  for (const { name, hiddenWhen } of fields) {
    if (!hiddenWhen) continue;
    const by = properties[hiddenWhen.field];
    if (!by) throw new Error(`hiddenWhen of '${name}': '${hiddenWhen.field}' is not a field of the form`);
    const values = (by.oneOf?.map((o) => o.const) ?? by.enum ?? []) as unknown[];
    for (const v of hiddenWhen.values) if (!values.includes(v)) throw new Error(`hiddenWhen of '${name}': '${v}' is not a value of '${hiddenWhen.field}'`);
  }
  return { type: 'object', title, properties, required: requiredInForm, ...(conditions.length ? { allOf: conditions } : {}) };
}

/** A field's or property's uiSchema entry: widget, placeholder, help and options. */
export function uiEntry(f: Pick<FormField<Record<string, unknown>>, 'widget' | 'placeholder' | 'help' | 'rows' | 'source' | 'width' | 'errors' | 'advised' | 'hiddenWhen'>): Record<string, unknown> {
  const entry: Record<string, unknown> = {};
  if (f.widget) entry['ui:widget'] = f.widget;
  if (f.placeholder) entry['ui:placeholder'] = f.placeholder;
  if (f.help) entry['ui:help'] = f.help;
  const options: Record<string, unknown> = {};
  if (f.rows) options.rows = f.rows;
  if (f.source) options.source = f.source;
  if (f.width) options.width = f.width;
  if (f.advised) options.advised = f.advised;
  // Read by the form's object template (src/admin/form/templates.tsx) against the form's data.
  if (f.hiddenWhen) options.hiddenWhen = f.hiddenWhen;
  // Read by the form's transformErrors (src/admin/form/turkish-errors.ts).
  if (f.errors) options.errors = f.errors;
  if (Object.keys(options).length) entry['ui:options'] = options;
  return entry;
}

/** `sections`: a global's groups, rendered as titled cards by the form's object template. */
function uiSchema(
  fields: FormField<Record<string, unknown>>[],
  sections?: { title: string; description?: string; serverValues?: readonly ServerValue[]; fields: string[] }[],
  publicPath?: string,
): Record<string, unknown> {
  const ui: Record<string, unknown> = { 'ui:order': fields.map((f) => f.name) };
  if (sections) ui['ui:options'] = { sections };
  for (const f of fields) {
    const entry = uiEntry(f);
    // Read by the form's object template: the previews after this field, from the form's data.
    if (f.seoPreview) entry['ui:options'] = { ...(entry['ui:options'] as object | undefined), seoPreview: { ...f.seoPreview, description: f.name, ...(publicPath ? { path: publicPath } : {}) } };
    for (const [name, nested] of Object.entries(f.properties ?? {})) {
      const sub = uiEntry(nested);
      if (Object.keys(sub).length) entry[name] = sub;
    }
    // Widgets inside typed forms (schemaBy): nested uiSchema entries.
    for (const [path, sub] of Object.entries(f.schemaBy?.fields ?? {})) {
      let node = entry;
      for (const step of uiPath(path)) node = (node[step] ??= {}) as Record<string, unknown>;
      node['ui:widget'] = sub.widget;
    }
    // The only field of a section (an object: brand colours) goes without a frame and title of its own: the section's are enough.
    if (sections?.some((s) => s.fields.length === 1 && s.fields[0] === f.name)) entry['ui:options'] = { ...(entry['ui:options'] as object | undefined), bare: true };
    if (Object.keys(entry).length) ui[f.name] = entry;
  }
  return ui;
}

type R = Record<string, unknown>;
type FormOf = Pick<GenericResourceConfig<R>, 'screen' | 'form'> | Pick<GlobalResourceConfig<R>, 'screen' | 'form'> | Pick<BespokeResourceConfig<R>, 'screen'>;

/** The fields of a resource's form, a global's sections in order; none for a bespoke screen. */
export function formFields(r: FormOf): FormField<Record<string, unknown>>[] | undefined {
  if (r.screen === 'resource' && 'form' in r) return r.form.fields;
  if (r.screen === 'global' && 'form' in r) return r.form.sections.flatMap((s) => s.fields);
  return undefined;
}

/** The resource without its public pages' declaration (generated/public-pages.ts has it; the admin does not read it). */
function withoutPublic(resource: Entity['resource']) {
  if (resource.screen !== 'resource') return resource;
  const { public: _public, ...rest } = resource;
  return rest;
}

export function adminConfig(entity: Entity, row: Schema, typeSchema?: TypeSchema, blocks?: BlockModel[]): string {
  // The public pages' declaration goes to generated/public-pages.ts, not to the admin.
  const { db: _db, localized: _localized, localizedFallback: _fallback, ...r } = withoutPublic(entity.resource);
  const fieldTitles = Object.fromEntries(
    Object.entries(row.properties ?? {}).map(([name, p]) => [name, resolve(p, row).title ?? name]),
  );
  const fieldLimits = Object.fromEntries(
    Object.entries(row.properties ?? {}).map(([name, p]) => {
      const s = resolve(p, row);
      const limits = Object.fromEntries(LIMIT_KEYWORDS.filter((k) => typeof s[k] === 'number').map((k) => [k, s[k]]));
      return [name, limits];
    }),
  );
  const facts = {
    // The form shows the history panel only where the database keeps one.
    ...(entity.resource.db.revisions ? { revisions: true } : {}),
    fieldTitles,
    fieldLimits,
    // Languages (schema/languages.ts): the fields a translation edits, in `translationTable`.
    localized: [...(entity.resource.localized ?? [])],
    localizedFallback: Boolean(entity.resource.localizedFallback),
    translationTable: entity.resource.localized?.length ? `${entity.resource.table}_translations` : null,
  };
  let generated: Record<string, unknown>;
  if (r.screen === 'resource') generated = { ...r, ...facts, formSchema: formSchema(r.form.fields, row, r.singular, typeSchema, blocks), uiSchema: uiSchema(r.form.fields, undefined, r.publicPath) };
  else if (r.screen === 'global') {
    const fields = formFields(r)!;
    const sections = r.form.sections.map((s) => ({
      title: s.title,
      ...(s.description ? { description: s.description } : {}),
      ...(s.serverValues?.length ? { serverValues: s.serverValues } : {}),
      fields: s.fields.map((f) => f.name as string),
    }));
    generated = { ...r, form: { fields, sections }, ...facts, formSchema: formSchema(fields, row, r.singular, typeSchema, blocks), uiSchema: uiSchema(fields, sections) };
  } else generated = { ...r, ...facts };
  const type = r.screen === 'resource' ? 'GeneratedResource' : r.screen === 'global' ? 'GeneratedGlobal' : 'GeneratedBespoke';
  return `// Generated by \`npm run codegen\` from schema/${entity.file}. Do not edit.
import type { ${type} } from '../../schema/resource.ts';
import type { Tables } from '../database.types.ts';

export const resource: ${type}<Tables<'${r.table}'>> = ${JSON.stringify(generated, null, 2)};
`;
}

/**
 * For content with its own public address (a `publicPath`): the columns that name a row and
 * build its address, so the rich-text editor's internal-link picker needs no entity knowledge.
 */
function linkOf(e: Entity): { link?: { kind: string; path: string; title: string; slug: string; published?: string } } {
  const r = e.resource;
  if (r.screen !== 'resource' || !r.publicPath) return {};
  const slug = r.form.fields.find((f) => f.widget === 'slug');
  if (!slug) return {};
  const published = (r.db.access.preset === 'publishedContent' ? r.db.access.flag : undefined) ?? r.status?.field;
  return { link: { kind: r.singular, path: r.publicPath, title: slug.source ?? 'title', slug: slug.name, ...(published ? { published } : {}) } };
}

export function adminRegistry(entities: Entity[]): string {
  const list = entities.map((e) => ({ route: e.resource.route, table: e.resource.table, title: e.resource.title, screen: e.resource.screen, ...linkOf(e) }));
  const loaders = entities.map((e) => `  ${JSON.stringify(e.resource.route)}: () => import('./${e.resource.route}.ts'),`).join('\n');
  return `// Generated by \`npm run codegen\` from schema/*.ts. Do not edit.
/** Every admin resource, and a loader per route so a screen loads only its own config. */
export const RESOURCES = ${JSON.stringify(list, null, 2)} as const;

export type ResourceRoute = (typeof RESOURCES)[number]['route'];

export const loadResource = {
${loaders}
} satisfies Record<ResourceRoute, () => Promise<unknown>>;
`;
}
