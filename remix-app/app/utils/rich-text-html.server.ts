import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_POLICY } from '@tele/contract/rich-text';
import { displayPathOf } from '#app/utils/stored-files.ts';

/**
 * Rich text (a private note, an article) as the web app renders it. The API sanitises it before it stores it
 * (ADR 0004, ADR 0043); the web app renders it into its own pages, so it checks again with the same policy
 * (`@tele/contract/rich-text`), whatever the API answered: a text stored before a rule changed, or a gap on
 * one side, is then never script in the page. Images are only the product's uploads, which the browser reads
 * through the web app (`/api/files/{id}` is shown at `/files/{id}`); links open apart.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_POLICY.allowedTags],
  allowedAttributes: {
    ...Object.fromEntries(
      Object.entries(RICH_TEXT_POLICY.allowedAttributes).map(([tag, names]) => [tag, [...names]]),
    ),
    a: ['href', 'rel', 'target'],
  },
  allowedClasses: { '*': [RICH_TEXT_POLICY.allowedClass] },
  allowedSchemes: [...RICH_TEXT_POLICY.allowedLinkSchemes],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' },
    }),
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, src: toDisplayedImage(attribs.src) ?? '' },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !DISPLAYED_IMAGE.test(frame.attribs.src ?? ''),
};

const DISPLAYED_IMAGE = /^\/files\/[0-9a-f]{24}$/;

/** An upload's path as the policy names it, or as the editor inserted it, where the browser reads it. */
function toDisplayedImage(src: string | undefined): string | null {
  if (src && DISPLAYED_IMAGE.test(src)) return src;
  if (!src || !RICH_TEXT_POLICY.imageSource.test(src)) return null;
  return displayPathOf(src);
}

export function sanitizeRichTextHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
