/** The shared check for text PostgreSQL cannot hold (server/platform/http/malformed-text.ts). */
import { describe, expect, it } from 'vitest';
import { findJsonFault, invalidUtf8Sequence, parsedJsonFault, queryFault, stringFault } from '../../server/platform/http/malformed-text.ts';

describe('malformed text', () => {
  it('finds U+0000 and lone surrogates in a string, not surrogate pairs', () => {
    expect([stringFault('Ayşe 😀'), stringFault('a\u0000'), stringFault('a\ud800'), stringFault('\udc00b'), stringFault('\ud83d\ude00')]).toEqual([
      undefined,
      'NUL',
      'lone surrogate',
      'lone surrogate',
      undefined,
    ]);
  });

  it('names the top-level field of a fault at any depth, never echoing a bad key', () => {
    expect(findJsonFault({ email: 'a@b.co', data: { x: [1, { y: 'z\ud800' }] } })).toEqual({ key: 'data', fault: 'lone surrogate' });
    expect(findJsonFault({ data: { 'k\u0000': 1 } })).toEqual({ key: 'data', fault: 'NUL' });
    expect(findJsonFault({ 'k\ud800': 1 })).toEqual({ key: '', fault: 'lone surrogate' });
    expect(findJsonFault({ '': 'fine', a: ['b'] })).toBeUndefined();
    // A deep value is walked without recursion.
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findJsonFault({ d: deep })).toEqual({ key: 'd', fault: 'NUL' });
    // Without a \u escape in the text, the parsed value cannot hold either.
    expect(parsedJsonFault('{"a":"b"}', { a: 'b' })).toBeUndefined();
  });

  it('reads a query string’s escapes as bytes: not UTF-8 or U+0000 is a fault', () => {
    expect([queryFault('?q=%C5%9F'), queryFault('?q=a%2Cb'), queryFault('?q=%zz%'), queryFault('?q=%ED%A0%80'), queryFault('?q=%FF'), queryFault('?q=a%00')]).toEqual([
      undefined,
      undefined,
      undefined,
      'not UTF-8',
      'not UTF-8',
      'NUL',
    ]);
  });

  it('words the first invalid sequence as PostgreSQL’s 22021 does', () => {
    expect(invalidUtf8Sequence(Buffer.from([0x61, 0xc5, 0x9f, 0xed, 0xa0, 0x80]))).toBe('0xed 0xa0 0x80');
    expect(invalidUtf8Sequence(Buffer.from([0x61, 0xff]))).toBe('0xff');
    expect(invalidUtf8Sequence(Buffer.from([0x61, 0x00]))).toBe('0x00');
  });
});
