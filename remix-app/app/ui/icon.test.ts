import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { ICON_NAMES } from '#app/ui/icon-names.ts';

// The sprite holds the drawings and icon-names.ts their names (what `<Icon name>` type-checks against).
const sprite = readFileSync(new URL('./icons.svg', import.meta.url), 'utf8');
const symbols = [
  ...sprite.matchAll(/<symbol id="([^"]+)" viewBox="([^"]+)"><path d="([^"]+)"\/><\/symbol>/g),
];

describe('the icon sprite', () => {
  test('draws every named icon, once, and nothing else', () => {
    expect(symbols.map(([, id]) => id)).toEqual([...ICON_NAMES]);
    expect(sprite.match(/<symbol /g)).toHaveLength(ICON_NAMES.length);
  });

  test('each icon is a path on the 24-unit grid', () => {
    for (const [, id, viewBox, path] of symbols) {
      expect(viewBox, id).toBe('0 0 24 24');
      expect(path, id).toMatch(/^M[\d\s.,A-Za-z-]+$/);
    }
  });
});
