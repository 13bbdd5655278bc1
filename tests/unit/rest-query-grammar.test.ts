/**
 * The query-string grammar for embedding: the select tree (aliases, hints, join types,
 * spreads, counts, nesting), parameters addressed to embedded resources, related orders, and
 * the view-column reader that lets relationships pass through views.
 */
import { describe, expect, it } from 'vitest';
import { parseQuery } from '../../server/platform/rest/request/query.ts';
import { parseSelect } from '../../server/platform/rest/request/parse-select.ts';
import { parseOrder } from '../../server/platform/rest/request/parse-order.ts';
import { RestError } from '../../server/platform/rest/errors.ts';
import { viewColumnSources } from '../../server/platform/rest/schema/view-columns.ts';

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (err) {
    return err instanceof RestError ? err.code : 'not a RestError';
  }
  return undefined;
}

describe('select tree', () => {
  it('reads aliases, hints, join types, spreads and nesting', () => {
    expect(parseSelect('id,writer:authors!posts_author_id_fkey!inner(name,posts(count)),...tags!left(name)')).toEqual([
      { kind: 'column', path: { column: 'id', steps: [] }, alias: 'id', cast: undefined },
      {
        kind: 'embed',
        target: 'authors',
        alias: 'writer',
        hint: 'posts_author_id_fkey',
        joinType: 'inner',
        spread: false,
        items: [
          { kind: 'column', path: { column: 'name', steps: [] }, alias: 'name', cast: undefined },
          { kind: 'embed', target: 'posts', spread: false, items: [{ kind: 'count' }] },
        ],
      },
      { kind: 'embed', target: 'tags', joinType: 'left', spread: true, items: [{ kind: 'column', path: { column: 'name', steps: [] }, alias: 'name', cast: undefined }] },
    ]);
  });

  it('keeps an empty embed (for filtering only)', () => {
    expect(parseSelect('id,comments()')[1]).toEqual({ kind: 'embed', target: 'comments', spread: false, items: [] });
  });

  it('reads aggregates, never as embedded resources (the plan allows them or answers PGRST123)', () => {
    expect(parseSelect('count()')).toEqual([{ kind: 'aggregate', fn: 'count', alias: 'count' }]);
    expect(parseSelect('total:details->tax::numeric.sum()::int')).toEqual([
      {
        kind: 'aggregate',
        fn: 'sum',
        alias: 'total',
        path: { column: 'details', steps: [{ arrow: '->', key: 'tax' }] },
        inputCast: 'numeric',
        outputCast: 'int',
      },
    ]);
    expect(parseSelect('id.count()')[0]).toMatchObject({ kind: 'aggregate', fn: 'count', alias: 'count', path: { column: 'id' } });
    // `sum()` alone names an embedded resource; only count() stands alone.
    expect(parseSelect('sum()')[0]).toMatchObject({ kind: 'embed', target: 'sum' });
    expect(codeOf(() => parseSelect('amount.sum()::int;drop'))).toBe('PGRST100');
  });

  it('refuses a second hint and a spread with an alias', () => {
    expect(codeOf(() => parseSelect('authors!a!b(name)'))).toBe('PGRST100');
    expect(codeOf(() => parseSelect('x:...authors(name)'))).toBe('PGRST100');
  });

  it('limits how deep embeds nest', () => {
    const deep = 'a('.repeat(17) + 'id' + ')'.repeat(17);
    expect(codeOf(() => parseSelect(deep))).toBe('PGRST100');
    const fine = 'a('.repeat(15) + 'id' + ')'.repeat(15);
    expect(codeOf(() => parseSelect(fine))).toBeUndefined();
  });
});

describe('parameters of embedded resources', () => {
  it('addresses filters, order, limit, offset and logic trees by path; JSON arrows stay in the column', () => {
    const q = parseQuery(
      new URLSearchParams(
        'select=id,posts(comments(id))&posts.comments.body=eq.x&posts.order=id.desc&posts.limit=2&posts.offset=1&posts.not.or=(id.eq.1,id.eq.2)&meta->>a.b=eq.1',
      ),
    );
    expect(q.filters).toEqual([{ kind: 'condition', path: { column: 'meta', steps: [{ arrow: '->>', key: 'a.b' }] }, negate: false, op: 'eq', value: '1', language: undefined }]);
    const posts = q.embedded.get('posts')!;
    expect([posts.limit, posts.offset, posts.order]).toEqual([2, 1, [{ path: { column: 'id', steps: [] }, direction: 'desc' }]]);
    expect(posts.filters).toMatchObject([{ kind: 'tree', op: 'or', negate: true }]);
    expect(q.embedded.get('posts\0comments')!.filters).toMatchObject([{ kind: 'condition', path: { column: 'body' }, op: 'eq', value: 'x' }]);
  });

  it('takes named arguments of GET /rpc apart from filters', () => {
    const q = parseQuery(new URLSearchParams('a=1&b=eq.2&select=id'), new Set(['a']));
    expect([...q.args]).toEqual([['a', '1']]);
    expect(q.filters).toMatchObject([{ path: { column: 'b' }, op: 'eq', value: '2' }]);
  });

  it('orders by a to-one embed column with relation(column)', () => {
    expect(parseOrder('author(name).desc.nullslast,id')).toEqual([
      { path: { column: 'name', steps: [] }, relation: 'author', direction: 'desc', nulls: 'last' },
      { path: { column: 'id', steps: [] } },
    ]);
  });
});

describe('view columns', () => {
  // The shape PostgreSQL prints for `select id, title as headline, id + 1 as next from posts` (abridged).
  const action =
    '({QUERY :commandType 1 :rtable ({RANGETBLENTRY :relid 500 :eref {ALIAS :aliasname posts}}) ' +
    ':targetList (' +
    '{TARGETENTRY :expr {VAR :varno 1 :varattno 1} :resno 1 :resname id :ressortgroupref 0 :resorigtbl 500 :resorigcol 1 :resjunk false} ' +
    '{TARGETENTRY :expr {VAR :varno 1 :varattno 2} :resno 2 :resname headline :ressortgroupref 0 :resorigtbl 500 :resorigcol 2 :resjunk false} ' +
    '{TARGETENTRY :expr {OPEXPR :opno 551 :args ({VAR :varno 1 :varattno 1} {CONST :consttype 23})} :resno 3 :resname next :ressortgroupref 0 :resorigtbl 0 :resorigcol 0 :resjunk false}' +
    ') :override 0})';

  it('maps each plain column of the top-level target list to its table column', () => {
    expect([...viewColumnSources(action)]).toEqual([
      ['id', { oid: 500, attnum: 1 }],
      ['headline', { oid: 500, attnum: 2 }],
    ]);
  });
});
