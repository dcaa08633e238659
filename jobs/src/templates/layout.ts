import { html, safeUrl } from './html.js';

/**
 * One calm, branded e-mail layout with its plain-text twin. Templates describe content (plain strings);
 * this file alone writes markup, and escapes every string it is given.
 */
export interface EmailContent {
  subject: string;
  /** The line mail clients show after the subject. */
  preview: string;
  heading: string;
  /** Paragraphs before the action, e.g. the greeting and why the message was sent. */
  intro: string[];
  action?: { label: string; url: string };
  /** Further links after the action, each on a line of its own (a reminder's confirm and cancel links). */
  links?: Array<{ label: string; url: string }>;
  /** Small print after the action: how long a link works, what to do if this was not you. */
  outro?: string[];
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export interface Brand {
  productName: string;
}

const COLOURS = {
  page: '#f3f5f4',
  card: '#ffffff',
  ink: '#22302d',
  muted: '#5d6b68',
  accent: '#2f6f67',
  rule: '#dde3e1',
};

const FONT = '-apple-system, BlinkMacSystemFont, Segoe UI, Roboto, Helvetica, Arial, sans-serif';

export function renderEmail(content: EmailContent, brand: Brand): RenderedEmail {
  const url = content.action ? safeUrl(content.action.url) : null;
  const paragraph = (text: string, colour = COLOURS.ink, size = 16) =>
    html`<p style="margin:0 0 16px;font-family:${FONT};font-size:${size}px;line-height:1.6;color:${colour};">
      ${text}
    </p>`;

  const button =
    content.action && url
      ? html`<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;">
            <tr>
              <td bgcolor="${COLOURS.accent}" style="border-radius:6px;">
                <a
                  href="${url}"
                  target="_blank"
                  rel="noopener"
                  style="display:inline-block;padding:12px 24px;font-family:${FONT};font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:6px;"
                  >${content.action.label}</a
                >
              </td>
            </tr>
          </table>
          ${paragraph('If the button does not work, copy this address into your browser:', COLOURS.muted, 14)}
          <p style="margin:0 0 24px;font-family:${FONT};font-size:14px;line-height:1.5;word-break:break-all;">
            <a href="${url}" style="color:${COLOURS.accent};">${url}</a>
          </p>`
      : null;

  const links = (content.links ?? []).map((link) => ({ label: link.label, url: safeUrl(link.url) }));
  const linkLines = links.map(
    (link) =>
      html`<p style="margin:0 0 12px;font-family:${FONT};font-size:16px;line-height:1.5;">
        <a href="${link.url}" target="_blank" rel="noopener" style="color:${COLOURS.accent};font-weight:600;"
          >${link.label}</a
        >
      </p>`,
  );

  const body = html`<!DOCTYPE html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <title>${content.subject}</title>
      </head>
      <body style="margin:0;padding:0;background-color:${COLOURS.page};">
        <div style="display:none;max-height:0;overflow:hidden;opacity:0;">${content.preview}</div>
        <table
          role="presentation"
          width="100%"
          cellpadding="0"
          cellspacing="0"
          border="0"
          bgcolor="${COLOURS.page}"
        >
          <tr>
            <td align="center" style="padding:32px 16px;">
              <table
                role="presentation"
                width="100%"
                cellpadding="0"
                cellspacing="0"
                border="0"
                style="max-width:560px;"
              >
                <tr>
                  <td
                    style="padding:0 8px 16px;font-family:${FONT};font-size:18px;font-weight:600;color:${COLOURS.accent};"
                  >
                    ${brand.productName}
                  </td>
                </tr>
                <tr>
                  <td
                    bgcolor="${COLOURS.card}"
                    style="padding:32px;border-radius:8px;border:1px solid ${COLOURS.rule};"
                  >
                    <h1
                      style="margin:0 0 24px;font-family:${FONT};font-size:22px;font-weight:600;line-height:1.3;color:${COLOURS.ink};"
                    >
                      ${content.heading}
                    </h1>
                    ${content.intro.map((text) => paragraph(text))} ${button} ${linkLines}
                    ${(content.outro ?? []).map((text) => paragraph(text, COLOURS.muted, 14))}
                  </td>
                </tr>
                <tr>
                  <td
                    style="padding:16px 8px;font-family:${FONT};font-size:12px;line-height:1.5;color:${COLOURS.muted};"
                  >
                    ${`This message was sent by ${brand.productName}. Replies to this address are not read.`}
                  </td>
                </tr>
              </table>
            </td>
          </tr>
        </table>
      </body>
    </html> `;

  const text = [
    ...content.intro,
    ...(content.action && url ? [`${content.action.label}:\n${url}`] : []),
    ...links.map((link) => `${link.label}:\n${link.url}`),
    ...(content.outro ?? []),
    `-- \n${brand.productName}`,
  ].join('\n\n');

  return { subject: content.subject, html: body.value, text: `${text}\n` };
}

/** "48 hours", "1 hour", "7 days", "30 minutes": how long a link works, in words. */
export function describeDuration(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (minutes % (24 * 60) === 0 && minutes >= 7 * 24 * 60) return plural(minutes / (24 * 60), 'day');
  if (minutes % 60 === 0) return plural(minutes / 60, 'hour');
  return plural(minutes, 'minute');
}
