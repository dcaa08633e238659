import { describe, expect, it } from 'vitest';
import { escapeHtml, html, safeUrl } from './html.js';

describe('escapeHtml', () => {
  it('escapes every character that could open markup or leave an attribute', () => {
    expect(escapeHtml(`<img src=x onerror="alert('1')">&\``)).toBe(
      '&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt;&amp;&#96;',
    );
  });
});

describe('html', () => {
  it('escapes interpolated strings but keeps nested html as markup', () => {
    const name = '<b>Ada</b>';
    const inner = html`<em>${name}</em>`;
    expect(html`<p>${inner} ${name}</p>`.value).toBe(
      '<p><em>&lt;b&gt;Ada&lt;/b&gt;</em> &lt;b&gt;Ada&lt;/b&gt;</p>',
    );
  });

  it('joins arrays and leaves out null, undefined and false', () => {
    // prettier-ignore
    const list = html`<ul>${['<1>', html`<li>2</li>`]}${null}${undefined}${false}${0}</ul>`;
    expect(list.value).toBe('<ul>&lt;1&gt;<li>2</li>0</ul>');
  });
});

describe('safeUrl', () => {
  it('passes http(s) links and refuses other schemes', () => {
    expect(safeUrl('https://example.test/a?b=1&c=2')).toBe('https://example.test/a?b=1&c=2');
    expect(() => safeUrl('javascript:alert(1)')).toThrow(/refusing a javascript: link/);
    expect(() => safeUrl('/relative')).toThrow();
  });
});
