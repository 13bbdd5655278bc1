/**
 * The data steps the migration writer puts beside a new CHECK or NOT NULL on a table that
 * has rows (scripts/db/data-steps.ts): NULLs become the default, refused blanks become NULL
 * or the default, and what cannot be derived is added NOT VALID and validated or reported.
 */
import { describe, expect, it } from 'vitest';
import { diffDatabases } from '../../scripts/db/diff.ts';
import { blankStep, notNullName } from '../../scripts/db/data-steps.ts';
import { emptyTable, type TableState } from '../../scripts/db/introspect.ts';

function table(columns: TableState['columns'], checks: Record<string, string> = {}): TableState {
  return { ...emptyTable(), columns, constraints: checks, constraintKinds: Object.fromEntries(Object.keys(checks).map((k) => [k, 'c'])) };
}

const id = { type: 'uuid', notNull: true, default: 'gen_random_uuid()' };
const sqlOf = (from: Record<string, TableState>, to: Record<string, TableState>) => diffDatabases(from, to).flatMap((c) => c.sql);

describe('NOT NULL on an existing column', () => {
  it('fills NULLs with the schema default first, then sets NOT NULL', () => {
    const from = table({ id, category: { type: 'text', notNull: false } });
    const to = table({ id, category: { type: 'text', notNull: true, default: "'Genel'::text" } });
    expect(sqlOf({ t: from }, { t: to })).toEqual([
      '-- Data step: rows without category get its default before NOT NULL.',
      `update public."t" set "category" = 'Genel'::text where "category" is null;`,
      'alter table public."t" alter column "category" set not null;',
      `alter table public."t" alter column "category" set default 'Genel'::text;`,
    ]);
  });

  it('without a default: NOT VALID, then validated or reported', () => {
    const from = table({ id, name: { type: 'text', notNull: false } });
    const to = table({ id, name: { type: 'text', notNull: true } });
    expect(sqlOf({ t: from }, { t: to })).toEqual([
      '-- No value to derive for rows without name: NOT NULL is added NOT VALID and validated only when no row lacks it.',
      'alter table public."t" add constraint "t_name_not_null" not null "name" not valid;',
      `select private.validate_or_report('public."t"', 't_name_not_null');`,
    ]);
  });

  it('a new NOT NULL column without a default is added nullable, then NOT NULL NOT VALID; with a default it is one statement', () => {
    const from = table({ id });
    const to = table({ id, code: { type: 'text', notNull: true }, n: { type: 'integer', notNull: true, default: '5' } });
    expect(sqlOf({ t: from }, { t: to })).toEqual([
      'alter table public."t" add column "code" text;',
      '-- No value to derive for rows without code: NOT NULL is added NOT VALID and validated only when no row lacks it.',
      'alter table public."t" add constraint "t_code_not_null" not null "code" not valid;',
      `select private.validate_or_report('public."t"', 't_code_not_null');`,
      'alter table public."t" add column "n" integer not null default 5;',
    ]);
  });

  it('a new table has no rows: its NOT NULL and CHECKs are written plainly', () => {
    const to = table({ id, name: { type: 'text', notNull: true } }, { t_name_check: 'CHECK ((length(name) >= 1))' });
    expect(sqlOf({}, { t: to })).toEqual([
      'create table public."t" (\n  "id" uuid not null default gen_random_uuid(),\n  "name" text not null\n);',
      'alter table public."t" add constraint "t_name_check" CHECK ((length(name) >= 1));',
    ]);
  });

  it('names the constraint as PostgreSQL does, within 63 characters', () => {
    expect(notNullName('testimonials', 'company')).toBe('testimonials_company_not_null');
    expect(notNullName('a'.repeat(40), 'b'.repeat(40))).toHaveLength(63);
  });
});

describe('a new CHECK on an existing table', () => {
  it('turns refused blanks of a nullable column into NULL, then adds the CHECK NOT VALID and validates or reports', () => {
    const check = "CHECK ((company <> ''::text))";
    const from = table({ id, company: { type: 'text', notNull: false } });
    const to = table({ id, company: { type: 'text', notNull: false } }, { testimonials_company_check: check });
    expect(sqlOf({ testimonials: from }, { testimonials: to })).toEqual([
      '-- Data step: blank values testimonials_company_check refuses become NULL (not given).',
      `update public."testimonials" set "company" = null where btrim("company") = '' and not ((company <> ''::text));`,
      `alter table public."testimonials" add constraint "testimonials_company_check" ${check} not valid;`,
      `select private.validate_or_report('public."testimonials"', 'testimonials_company_check');`,
    ]);
  });

  it('turns refused blanks of a NOT NULL column into its default, and writes no step when there is none', () => {
    const check = 'CHECK (((length(category) >= 1) AND (length(category) <= 80)))';
    const withDefault = table({ id, category: { type: 'text', notNull: true, default: "'Genel'::text" } });
    expect(blankStep('t', withDefault, check)).toEqual({
      sql: `update public."t" set "category" = 'Genel'::text where btrim("category") = '' and not ${check.slice(6)};`,
      becomes: 'default',
    });
    expect(blankStep('t', table({ id, category: { type: 'text', notNull: true } }), check)).toBeUndefined();
  });

  it('writes no data step where nothing lossless is derivable', () => {
    const t = table({
      id,
      rating: { type: 'integer', notNull: true, default: '5' },
      a: { type: 'text', notNull: false },
      b: { type: 'text', notNull: false },
      c: { type: 'text', notNull: false },
    });
    // A number out of range, a CHECK on two columns, one that tests NULL itself, text in a literal only.
    expect(blankStep('t', t, 'CHECK (((rating >= 1) AND (rating <= 5)))')).toBeUndefined();
    expect(blankStep('t', t, 'CHECK ((a <> b))')).toBeUndefined();
    expect(blankStep('t', t, "CHECK (((c IS NOT NULL) AND (c <> ''::text)))")).toBeUndefined();
    expect(blankStep('t', t, "CHECK ((coalesce(c, ''::text) <> 'a b'::text))")).toBeUndefined();
    expect(blankStep('t', t, "CHECK ((c <> 'a, b'::text))")).toEqual({
      sql: `update public."t" set "c" = null where btrim("c") = '' and not ((c <> 'a, b'::text));`,
      becomes: 'null',
    });
    expect(sqlOf({ t: table(t.columns) }, { t: table(t.columns, { t_rating_check: 'CHECK (((rating >= 1) AND (rating <= 5)))' }) })).toEqual([
      'alter table public."t" add constraint "t_rating_check" CHECK (((rating >= 1) AND (rating <= 5))) not valid;',
      `select private.validate_or_report('public."t"', 't_rating_check');`,
    ]);
  });
});
