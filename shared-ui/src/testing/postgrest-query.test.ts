import { filtersOf } from './postgrest-query';

const matching = (query: string, rows: Record<string, unknown>[]) =>
  rows.filter(filtersOf(new URLSearchParams(query))).map((row) => row.id);

describe('postgrest-query filters on jsonb and array cells', () => {
  const rows = [
    { id: 'empty', online: {} },
    { id: 'one', online: { p1: true } },
    { id: 'two', online: { b: 2, a: 1 } },
    { id: 'null', online: null },
  ];

  it('neq.{} keeps the rows whose jsonb is not empty (and not null), as Postgres does', () => {
    expect(matching('online=neq.{}', rows)).toEqual(['one', 'two']);
  });

  it('eq compares jsonb by value, whatever the key order', () => {
    expect(matching('online=eq.{}', rows)).toEqual(['empty']);
    expect(matching('online=eq.{"a":1,"b":2}', rows)).toEqual(['two']);
    expect(matching('online=not.eq.{"p1":true}', rows.slice(0, 3))).toEqual(['empty', 'two']);
  });

  it('compares a Postgres array cell with an array literal element by element', () => {
    const arrays = [
      { id: 'ab', tags: ['a', 'b'] },
      { id: 'none', tags: [] },
    ];
    expect(matching('tags=eq.{a,b}', arrays)).toEqual(['ab']);
    expect(matching('tags=neq.{}', arrays)).toEqual(['ab']);
  });

  it('leaves text, number and timestamp comparisons as they were', () => {
    const plain = [
      { id: 'x', n: 2, s: 'b', at: '2026-01-01T10:00:00Z' },
      { id: 'y', n: 5, s: 'a', at: '2026-01-01T12:00:00+01:00' },
    ];
    expect(matching('n=gt.3', plain)).toEqual(['y']);
    expect(matching('s=neq.a', plain)).toEqual(['x']);
    expect(matching('at=eq.2026-01-01T11:00:00Z', plain)).toEqual(['y']);
  });
});
