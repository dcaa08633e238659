import { describe, expect, it } from 'vitest';
import { toBound } from './prepared.js';

describe('toBound', () => {
  it('puts each named value in order, a list as one value per element', () => {
    const bound = toBound('SELECT id FROM a WHERE a.p = :scopeId AND a.state NOT IN (:states) LIMIT :limit', {
      scopeId: 'p1',
      states: [0, 6],
      limit: 10,
      unused: 'x',
    });
    expect(bound).toEqual({
      sql: 'SELECT id FROM a WHERE a.p = ? AND a.state NOT IN (?, ?) LIMIT ?',
      params: ['p1', 0, 6, 10],
    });
  });

  it("leaves a time in a literal alone and binds a name that follows '=' or '('", () => {
    expect(toBound("SELECT '10:30' AS t WHERE x=:x AND y IN (:y)", { x: 1, y: [2] }).sql).toBe(
      "SELECT '10:30' AS t WHERE x=? AND y IN (?)",
    );
  });

  it('refuses a missing value and an empty list rather than binding NULL or writing IN ()', () => {
    expect(() => toBound('SELECT 1 WHERE a = :a', {})).toThrow(':a');
    expect(() => toBound('SELECT 1 WHERE a IN (:a)', { a: [] })).toThrow(':a');
  });

  it('binds one text again with other values, a list of another length, or a name used twice', () => {
    const sql = 'SELECT id FROM a WHERE a.p = :p AND a.state IN (:states) AND a.q = :p';
    expect(toBound(sql, { p: 'x', states: [1] })).toEqual({
      sql: 'SELECT id FROM a WHERE a.p = ? AND a.state IN (?) AND a.q = ?',
      params: ['x', 1, 'x'],
    });
    expect(toBound(sql, { p: 'y', states: [1, 2, 3] })).toEqual({
      sql: 'SELECT id FROM a WHERE a.p = ? AND a.state IN (?, ?, ?) AND a.q = ?',
      params: ['y', 1, 2, 3, 'y'],
    });
    expect(toBound(sql, { p: 'z', states: 4 })).toEqual({
      sql: 'SELECT id FROM a WHERE a.p = ? AND a.state IN (?) AND a.q = ?',
      params: ['z', 4, 'z'],
    });
  });
});
