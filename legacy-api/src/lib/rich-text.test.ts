import { describe, expect, it } from 'vitest';
import { sanitizeRichText, textOfRichText } from './rich-text.js';

const FILE = '/api/files/6740f3a0c1d2e3f4a5b6c7d8';

describe('sanitizeRichText', () => {
  it("keeps the editor's formatting, alignment and indentation", () => {
    const html =
      '<h2>Plan</h2><p class="ql-align-center"><strong>Sleep</strong> <em>better</em> <u>now</u></p>' +
      '<ol><li class="ql-indent-1">one</li></ol><blockquote>quote</blockquote>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops scripts, handlers, styles, frames and dangerous links, keeping the words', () => {
    const dirty =
      '<p onclick="alert(1)" style="color:red">Hi<script>alert(1)</script></p>' +
      '<iframe src="https://evil.example"></iframe><a href="javascript:alert(1)">link</a>' +
      '<svg><g onload="alert(1)"></g></svg><p class="evil ql-align-right">x</p>';
    const clean = sanitizeRichText(dirty);
    expect(clean).not.toMatch(/script|onclick|style|iframe|javascript|svg|onload|evil/);
    expect(clean).toContain('<p>Hi</p>');
    expect(clean).toContain('<p class="ql-align-right">x</p>');
    expect(textOfRichText(dirty)).toBe('Hi link x');
  });

  it('opens links apart, and keeps images from our uploads only', () => {
    expect(sanitizeRichText('<a href="https://example.org">site</a>')).toBe(
      '<a href="https://example.org" rel="noopener noreferrer nofollow" target="_blank">site</a>',
    );
    expect(sanitizeRichText(`<img src="${FILE}" alt="chart" />`)).toBe(`<img src="${FILE}" alt="chart" />`);
    expect(sanitizeRichText('<img src="/files/6740f3a0c1d2e3f4a5b6c7d8" />')).toBe(`<img src="${FILE}" />`);
    for (const src of [
      'https://evil.example/track.png',
      'data:image/png;base64,AAAA',
      '//evil.example/x.png',
      `${FILE}?x=1`,
    ])
      expect(sanitizeRichText(`<p>a<img src="${src}" />b</p>`), src).toBe('<p>ab</p>');
  });
});
