/**
 * What rich text (private notes now, articles later) may contain once sanitised: the editor's (Quill 1.3)
 * formatting and nothing else. Both sides apply it: legacy-api before storing, the web app again before
 * rendering (sanitize-html, configured from this one policy).
 */
export const RICH_TEXT_POLICY = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'ol',
    'ul',
    'li',
    'a',
    'img',
    'h1',
    'h2',
    'h3',
    'blockquote',
    'pre',
    'code',
    'span',
  ],
  allowedAttributes: { a: ['href'], img: ['src', 'alt'], '*': ['class'] },
  /** Quill's alignment and indentation classes only. */
  allowedClass: /^ql-(align-(center|right|justify)|indent-[1-8])$/,
  allowedLinkSchemes: ['http', 'https', 'mailto'],
  /** Images only from the product's own uploads (`documents/image-upload`), as the API names them. */
  imageSource: /^\/api\/files\/[0-9a-f]{24}$/,
} as const;
