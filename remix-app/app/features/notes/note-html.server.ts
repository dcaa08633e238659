import sanitizeHtml from 'sanitize-html';
import { displayPathOf } from '#app/utils/stored-files.ts';

/**
 * The HTML of a private note as the web app renders it. The API sanitises notes before it stores them (ADR
 * 0004); the web app renders a note into its own pages, so it checks again against the narrow allow-list of
 * what the note editor can make (bold, italic, underline, strike, lists, links, images), whatever the API
 * answered: a note written before a rule changed, or a gap in one side, is then never script in the page.
 * Images only the image upload's (an API path `/api/files/{id}` is shown through the web app's `/files/{id}`);
 * links only to web pages and e-mail, opening in a new tab.
 */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ol', 'ul', 'li', 'img'],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt'],
    // Quill writes list indentation as a class.
    li: ['class'],
  },
  allowedClasses: { li: ['ql-indent-1', 'ql-indent-2', 'ql-indent-3', 'ql-indent-4'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  exclusiveFilter: (frame) => frame.tag === 'img' && !isUploadedImage(frame.attribs.src),
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
    img: (tagName, attribs) => ({
      tagName,
      attribs: { src: toUploadedImagePath(attribs.src) ?? '', alt: attribs.alt ?? '' },
    }),
  },
};

/** Where the browser reads an uploaded image (`/files/{id}`), from either path a note may hold. */
function toUploadedImagePath(src: string | undefined): string | null {
  if (typeof src !== 'string') return null;
  if (/^\/files\/[0-9a-f]{24}$/.test(src)) return src;
  const path = displayPathOf(src);
  return path?.startsWith('/files/') ? path : null;
}

function isUploadedImage(src: string | undefined): boolean {
  return typeof src === 'string' && /^\/files\/[0-9a-f]{24}$/.test(src);
}

export function sanitizeNoteHtml(html: string): string {
  return sanitizeHtml(html, ALLOWED);
}
