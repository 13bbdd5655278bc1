/**
 * Block types (schema/blocks/*.ts) as codegen sees them: each file's `block` config and its
 * data type's JSON Schema (standalone: no $ref). From them come generated/blocks.ts (types
 * and the picker's list), generated/admin/blocks.ts (each type's form), generated/json-schema/blocks,
 * the page form's typed `blocks` field and the database's `private.block_schemas()`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BlockConfig, BlockField } from '../../schema/block.ts';
import { asChoice, inline, mapAt, pathSteps, typedBranch, uiEntry, uiPath } from './admin-config.ts';
import { createSchemaGenerator, type Schema } from './json-schema.ts';
import { SCHEMA_DIR } from './entities.ts';

export const BLOCKS_DIR = path.join(SCHEMA_DIR, 'blocks');

export interface BlockModel {
  /** File name in schema/blocks. */
  file: string;
  block: BlockConfig<Record<string, unknown>>;
  /** The data type's JSON Schema, every $ref inlined. */
  schema: Schema;
}

/** 'image-text' → 'ImageText': the name of its public component (src/public/blocks/ImageText.tsx). */
export function componentName(type: string): string {
  return type
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');
}

const TYPE_KEY = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export async function loadBlockModel(): Promise<BlockModel[]> {
  const files = fs.readdirSync(BLOCKS_DIR).filter((f) => f.endsWith('.ts')).sort();
  const schemaOf = createSchemaGenerator(undefined, path.join(BLOCKS_DIR, '*.ts'));
  const blocks: BlockModel[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(BLOCKS_DIR, file)).href)) as { block?: BlockModel['block'] };
    const block = module.block;
    if (!block) throw new Error(`schema/blocks/${file} exports no \`block\``);
    if (!TYPE_KEY.test(block.type)) throw new Error(`schema/blocks/${file}: type '${block.type}' is not lowercase words joined by hyphens`);
    if (`${block.type}.ts` !== file) throw new Error(`schema/blocks/${file}: the file of type '${block.type}' is ${block.type}.ts`);
    const raw = schemaOf(block.dataType);
    const { $schema: _s, definitions: _d, ...schema } = inline(raw, raw);
    blocks.push({ file, block, schema: anchorLast(schema) });
  }
  return blocks;
}

/** The shared anchor (schema/common/block-anchor.ts, inherited first) is the last field of every block's form. */
function anchorLast(schema: Schema): Schema {
  const { anchor, ...rest } = schema.properties ?? {};
  return anchor ? { ...schema, properties: { ...rest, anchor } } : schema;
}

/** The block's form: its schema with choices shown by label, and a uiSchema naming the widgets. */
export function blockForm(b: BlockModel): { schema: Schema; uiSchema: Record<string, unknown>; initial: Record<string, unknown> } {
  let schema = b.schema;
  const uiSchema: Record<string, unknown> = {};
  for (const [fieldPath, f] of Object.entries(b.block.fields ?? {}) as [string, BlockField][]) {
    const mapped = mapAt(schema, pathSteps(fieldPath), (p) => (f.options ? asChoice(p, f.options as readonly { value: string; label: string }[]) : p));
    if (!mapped) throw new Error(`schema/blocks/${b.file}: field '${fieldPath}': no such property`);
    schema = mapped;
    let node = uiSchema;
    for (const s of uiPath(fieldPath)) node = (node[s] ??= {}) as Record<string, unknown>;
    Object.assign(node, uiEntry(f));
    // The picker offers the published rows of what the block shows (its `uses`).
    if (f.widget === 'contentPicker') node['ui:options'] = { ...(node['ui:options'] as object | undefined), table: b.block.uses };
  }
  const defaults = Object.fromEntries(Object.entries(b.schema.properties ?? {}).flatMap(([k, p]) => (p.default === undefined ? [] : [[k, p.default]])));
  return { schema, uiSchema, initial: { ...defaults, ...(b.block.initial ?? {}) } };
}

/** A contentPicker lists a table's published rows by title: the block's `uses` must be content with pages of its own (publicTables). */
export function checkContentPickers(blocks: BlockModel[], publicTables: ReadonlySet<string>): void {
  for (const b of blocks) {
    for (const [fieldPath, f] of Object.entries(b.block.fields ?? {}) as [string, BlockField][]) {
      if (f.widget === 'contentPicker' && !(b.block.uses && publicTables.has(b.block.uses))) {
        throw new Error(`schema/blocks/${b.file}: field '${fieldPath}': a contentPicker needs \`uses\` naming one of ${[...publicTables].join(', ')}`);
      }
    }
  }
}

/**
 * The page form's `blocks` field: entries of the envelope the database checks, each typed by
 * its `type` (an `if`/`then` per block type, as schemaBy does for one object), so the form's
 * precompiled validator points errors at a block's own fields.
 */
export function blocksFormSchema(prop: Schema, blocks: BlockModel[]): Schema {
  const envelope = prop.items ?? {};
  return {
    ...prop,
    items: {
      ...envelope,
      allOf: blocks.map((b) => typedBranch('type', b.block.type, 'data', blockForm(b).schema, true)),
    },
  };
}

/** The type a `schemaBy` names for a library block's stored content (schema/block.ts). */
export const LIBRARY_BLOCK_CONTENT = 'LibraryBlockContent';

/**
 * A library block's content in a form: its `block_type` a choice of the block types (by their
 * Turkish names) and its `data` typed by that type, as a page's block is (blocksFormSchema).
 */
export function libraryBlockFormSchema(envelope: Schema, blocks: BlockModel[]): Schema {
  const blockType = envelope.properties?.block_type;
  if (!blockType) throw new Error(`${LIBRARY_BLOCK_CONTENT} has no block_type`);
  return {
    ...envelope,
    properties: { ...envelope.properties, block_type: asChoice(blockType, blocks.map((b) => ({ value: b.block.type, label: b.block.name }))) },
    allOf: blocks.map((b) => typedBranch('block_type', b.block.type, 'data', blockForm(b).schema, true)),
  };
}

/** generated/blocks.ts: the data types by block type and the picker's list (no forms: the site imports its types). */
export function blocksModule(blocks: BlockModel[]): string {
  const imports = blocks.map((b) => `import type { ${b.block.dataType} } from '../schema/blocks/${b.file}';`).join('\n');
  const list = blocks.map((b) => ({ type: b.block.type, name: b.block.name, description: b.block.description, icon: b.block.icon, component: componentName(b.block.type), providesTitle: b.block.providesTitle ?? false, uses: b.block.uses ?? null }));
  return `// Generated by \`npm run codegen\` from schema/blocks/*.ts. Do not edit.
${imports}
import type { PageBlockEntry } from '../schema/block.ts';

/** Each block type's data. */
export interface BlockDataByType {
${blocks.map((b) => `  ${JSON.stringify(b.block.type)}: ${b.block.dataType};`).join('\n')}
}

export type BlockType = keyof BlockDataByType;

/** A block of a page with its own data, typed by its type. */
export type TypedPageBlock = { [T in BlockType]: { id: string; type: T; hidden?: boolean; data: BlockDataByType[T] } }[BlockType];

/** One entry of \`pages.blocks\`: a block with its type and data. */
export type { PageBlockEntry };

/** The block types in the picker's order, with their Turkish names, descriptions, icons, public components, whether one opens a page with its own title band, and the site's content it shows (\`uses\`). */
export const BLOCK_TYPES = ${JSON.stringify(list, null, 2)} as const;
`;
}

/** generated/admin/blocks.ts: each block type's form (schema, uiSchema, a new block's values). */
export function blockFormsModule(blocks: BlockModel[]): string {
  const forms = Object.fromEntries(blocks.map((b) => [b.block.type, blockForm(b)]));
  return `// Generated by \`npm run codegen\` from schema/blocks/*.ts. Do not edit.
import type { BlockType } from '../blocks.ts';

export interface BlockForm {
  schema: Record<string, unknown>;
  uiSchema: Record<string, unknown>;
  initial: Record<string, unknown>;
}

/** The form of each block type: its data's JSON Schema, the widgets, and a new block's values. */
export const BLOCK_FORMS: Record<BlockType, BlockForm> = ${JSON.stringify(forms, null, 2)};
`;
}
