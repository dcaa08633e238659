import { describe, expect, it } from 'vitest';
import { describeDuration, renderEmail } from './layout.js';

describe('renderEmail', () => {
  it('writes the same content as branded HTML and as plain text', () => {
    const rendered = renderEmail(
      {
        subject: 'Brand: Hello',
        preview: 'A preview',
        heading: 'A <heading>',
        intro: ['First & second'],
        action: { label: 'Go', url: 'https://example.test/go' },
        outro: ['Small print'],
      },
      { productName: 'Brand' },
    );
    expect(rendered.subject).toBe('Brand: Hello');
    expect(rendered.html).toMatch(/^<!DOCTYPE html>/);
    expect(rendered.html).toContain('A &lt;heading&gt;');
    expect(rendered.html).toContain('First &amp; second');
    expect(rendered.html).toContain('<a href="https://example.test/go"');
    expect(rendered.text).toBe(
      'First & second\n\nGo:\nhttps://example.test/go\n\nSmall print\n\n-- \nBrand\n',
    );
  });

  it('refuses a link that is not http(s)', () => {
    expect(() =>
      renderEmail(
        {
          subject: 's',
          preview: 'p',
          heading: 'h',
          intro: [],
          action: { label: 'x', url: 'javascript:alert(1)' },
        },
        { productName: 'B' },
      ),
    ).toThrow(/refusing/);
  });
});

describe('describeDuration', () => {
  it('says how long a link works in words', () => {
    expect(describeDuration(48 * 3_600_000)).toBe('48 hours');
    expect(describeDuration(3_600_000)).toBe('1 hour');
    expect(describeDuration(7 * 24 * 3_600_000)).toBe('7 days');
    expect(describeDuration(30 * 60_000)).toBe('30 minutes');
  });
});
