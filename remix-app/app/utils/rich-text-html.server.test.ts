import { describe, expect, test } from 'vitest';
import { sanitizeRichTextHtml } from './rich-text-html.server.ts';

describe('sanitizeRichTextHtml', () => {
  test('keeps what the editor makes: inline styles, lists, links and uploaded images (read at /files/)', () => {
    const note =
      '<p><strong>Sleep</strong> <em>better</em> <u>now</u> <s>late</s></p>' +
      '<ol><li>walk</li><li class="ql-indent-1">read</li></ol><ul><li>tea</li></ul>' +
      '<p><a href="https://example.com/sleep">guide</a></p>' +
      '<p><img src="/api/files/65a1b2c3d4e5f60718293f01"><img src="/files/65a1b2c3d4e5f60718293f02"></p>';
    expect(sanitizeRichTextHtml(note)).toBe(
      '<p><strong>Sleep</strong> <em>better</em> <u>now</u> <s>late</s></p>' +
        '<ol><li>walk</li><li class="ql-indent-1">read</li></ol><ul><li>tea</li></ul>' +
        '<p><a href="https://example.com/sleep" rel="noopener noreferrer nofollow" target="_blank">guide</a></p>' +
        '<p><img src="/files/65a1b2c3d4e5f60718293f01" /><img src="/files/65a1b2c3d4e5f60718293f02" /></p>',
    );
  });

  test('drops script, handlers, styles, other classes and schemes, and images from elsewhere', () => {
    const note =
      '<p onclick="steal()" style="color:red" class="evil ql-align-center">Hi<script>steal()</script></p>' +
      '<a href="javascript:steal()">x</a><img src="https://evil.example/t.png"><img src="//evil.example/t.png">' +
      '<img src="data:image/png;base64,AAAA"><img src="/files/../logout"><iframe src="/x"></iframe>';
    expect(sanitizeRichTextHtml(note)).toBe(
      '<p class="ql-align-center">Hi</p><a rel="noopener noreferrer nofollow" target="_blank">x</a>',
    );
  });
});
