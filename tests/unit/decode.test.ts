import { describe, expect, it } from 'vitest';
import {
  decoder,
  DecodeError,
  flag,
  list,
  maybeFlag,
  maybeRecord,
  num,
  numOr,
  oneOf,
  paged,
  record,
  spellings,
  text,
  textOr,
  v,
} from '../../src/api/decode';

const parse = <T>(schema: v.GenericSchema<unknown, T>, value: unknown): T => decoder(schema)(value);

describe('field schemas never fail', () => {
  it('text: text kept, a number as its digits, anything else null', () => {
    expect(parse(text, 'Лента')).toBe('Лента');
    expect(parse(text, 42)).toBe('42');
    for (const value of [undefined, null, {}, []]) expect(parse(text, value)).toBeNull();
    expect(parse(textOr(''), undefined)).toBe('');
  });

  it('num: numbers and numeric text, otherwise null (never NaN)', () => {
    expect(parse(num, 3.5)).toBe(3.5);
    expect(parse(num, ' 12 ')).toBe(12);
    for (const value of ['', 'abc', NaN, Infinity, null, undefined, {}, true])
      expect(parse(num, value)).toBeNull();
    expect(parse(numOr(1), 'x')).toBe(1);
  });

  it('flags: true/false and their text; a missing flag is false, or null where unknown is meant', () => {
    expect(parse(flag, true)).toBe(true);
    expect(parse(flag, 'True')).toBe(true);
    expect(parse(flag, 'false')).toBe(false);
    expect(parse(flag, 1)).toBe(false);
    expect(parse(maybeFlag, undefined)).toBeNull();
  });

  it('oneOf: a known id, else null', () => {
    const status = oneOf([1, 2, 3] as const);
    expect(parse(status, 2)).toBe(2);
    expect(parse(status, 9)).toBeNull();
    expect(parse(status, '2')).toBeNull();
  });

  it('list: [] for a missing or non-array value, unreadable items left out', () => {
    const rows = list(v.object({ id: v.number() }));
    expect(parse(rows, [{ id: 1 }, null, 'x', { id: 'two' }, { id: 3 }])).toEqual([{ id: 1 }, { id: 3 }]);
    expect(parse(rows, null)).toEqual([]);
    expect(parse(rows, { results: [] })).toEqual([]);
  });

  it('record: every field defaulted, unknown keys dropped, a non-object read as {}', () => {
    const row = record({ id: num, name: text, tags: list(text) });
    expect(parse(row, { id: 1, name: 'A', extra: true })).toEqual({ id: 1, name: 'A', tags: [] });
    expect(parse(row, 'garbage')).toEqual({ id: null, name: null, tags: [] });
    const first = parse(row, null);
    first.tags.push('mutated');
    expect(parse(row, null).tags).toEqual([]);
  });

  it('maybeRecord: null when missing', () => {
    expect(parse(maybeRecord({ id: num }), undefined)).toBeNull();
    expect(parse(maybeRecord({ id: num }), { id: 2 })).toEqual({ id: 2 });
  });

  it('paged: results, pageCount 1 and rowCount null by default', () => {
    expect(parse(paged(record({ id: num })), { results: [{ id: 5 }] })).toEqual({
      results: [{ id: 5 }],
      pageCount: 1,
      rowCount: null,
    });
    expect(parse(paged(record({ id: num })), null)).toEqual({ results: [], pageCount: 1, rowCount: null });
  });

  it('spellings: the first readable of several names or paths', () => {
    const comment = spellings({
      author: [['userName', 'authorName', 'author.name'], text],
      id: [['id'], num],
    });
    expect(parse(comment, { authorName: 'Ольга', id: 1 })).toEqual({ author: 'Ольга', id: 1 });
    expect(parse(comment, { userName: 'Иван', authorName: 'Ольга' })).toEqual({ author: 'Иван', id: null });
    expect(parse(comment, { author: { name: 'Пётр' } })).toEqual({ author: 'Пётр', id: null });
    expect(parse(comment, { userName: null, authorName: 7 })).toEqual({ author: '7', id: null });
    expect(parse(comment, 'garbage')).toEqual({ author: null, id: null });
    expect(parse(record({ comment }), {})).toEqual({ comment: { author: null, id: null } });
  });
});

describe('decoder', () => {
  it('throws DecodeError, naming the path, only for a schema that is not total', () => {
    const strict = decoder(v.object({ id: v.number() }));
    expect(() => strict({ id: 'x' })).toThrow(DecodeError);
    expect(() => strict({ id: 'x' })).toThrow(/id/);
  });
});
