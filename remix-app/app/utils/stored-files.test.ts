import { describe, expect, it } from 'vitest';
import { displayPathOf } from './stored-files.ts';

describe('displayPathOf', () => {
  it("shows the API's stored files through the web app's own path, legacy data URLs as they are", () => {
    expect(displayPathOf('/api/files/6740f3a0c1d2e3f4a5b6c7d8')).toBe('/files/6740f3a0c1d2e3f4a5b6c7d8');
    expect(displayPathOf('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });

  it('shows nothing else: other paths, other sites, scripts', () => {
    for (const value of [
      null,
      '',
      '/api/files/../../etc/passwd',
      'https://evil.example/x.png',
      'javascript:alert(1)',
      '/api/files/6740f3a0c1d2e3f4a5b6c7d8?x=1',
    ])
      expect(displayPathOf(value), String(value)).toBeNull();
  });
});
