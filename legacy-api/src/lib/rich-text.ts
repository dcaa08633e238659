import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_POLICY } from '@tele/contract/rich-text';

/** The web app's path of an upload (`/files/{id}`), which an editor may have inserted, as the API names it. */
const WEB_FILE_PATH = /^\/files\/([0-9a-f]{24})$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_POLICY.allowedTags],
  allowedAttributes: Object.fromEntries(
    Object.entries(RICH_TEXT_POLICY.allowedAttributes).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...RICH_TEXT_POLICY.allowedLinkSchemes],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' },
    }),
    img: (tagName, attribs) => {
      const web = WEB_FILE_PATH.exec(attribs.src ?? '');
      return { tagName, attribs: { ...attribs, src: web ? `/api/files/${web[1]}` : (attribs.src ?? '') } };
    },
  },
  exclusiveFilter: (frame) =>
    frame.tag === 'img' && !RICH_TEXT_POLICY.imageSource.test(frame.attribs.src ?? ''),
  allowedClasses: { '*': [RICH_TEXT_POLICY.allowedClass] },
};

/**
 * Rich text made safe to store and show (DESIGN.md section 4): the editor's formatting only, links opened
 * apart, images only from the product's uploads. Everything else (scripts, handlers, styles, frames, other
 * images) is dropped, keeping the text.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    ...OPTIONS,
    allowedAttributes: { ...OPTIONS.allowedAttributes, a: ['href', 'rel', 'target'] },
  });
}

/** The words of rich text, for lists (the legacy showed notes with their markup stripped). */
export function textOfRichText(html: string): string {
  // Blocks and line breaks part words that markup alone kept apart.
  const spaced = html.replace(/<\/?(p|h[1-6]|li|ol|ul|blockquote|pre|div)(\s[^>]*)?>|<br\s*\/?>/gi, ' ');
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}
