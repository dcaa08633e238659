import { describe, expect, it } from 'vitest';
import { readJsonColumn } from './json-column.js';

describe('a JSON column as the server gives it', () => {
  it("parses MariaDB's text, and gives MySQL's parsed value and a NULL back as they are", () => {
    expect(readJsonColumn<Array<{ id: string }>>('[{"id":"a"}]')).toEqual([{ id: 'a' }]);
    const parsed = [{ id: 'a' }];
    expect(readJsonColumn(parsed)).toBe(parsed);
    expect(readJsonColumn<string[] | null>(null)).toBeNull();
  });
});
