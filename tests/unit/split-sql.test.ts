import { describe, expect, it } from 'vitest';
import { splitSqlStatements } from '../../server/platform/db/split-sql.ts';

describe('splitSqlStatements', () => {
  it('splits at top-level semicolons and drops the terminator', () => {
    expect(splitSqlStatements('create table a (id int);\n insert into a values (1);')).toEqual(['create table a (id int)', 'insert into a values (1)']);
  });
  it('keeps semicolons inside strings, identifiers, dollar quotes and comments', () => {
    const sql = `select 'a;b', "c;d";
create function f() returns int language plpgsql as $fn$ begin return 1; end $fn$;
-- a comment; with a semicolon
/* block ; comment */ select 2;`;
    expect(splitSqlStatements(sql)).toEqual([
      `select 'a;b', "c;d"`,
      'create function f() returns int language plpgsql as $fn$ begin return 1; end $fn$',
      '-- a comment; with a semicolon\n/* block ; comment */ select 2',
    ]);
  });
  it('handles doubled quotes and drops comment-only tails', () => {
    expect(splitSqlStatements(`select 'it''s; fine'; -- end`)).toEqual([`select 'it''s; fine'`]);
  });
});
