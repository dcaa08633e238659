#!/usr/bin/env node
// Makes the PDF versions of the product's shared document templates (ADR 0041) from their text:
// legacy-api/templates/<n>-<name>.txt -> <n>-<name>.pdf for the templates listed below. The text is the source;
// the PDFs are committed beside it so the API serves files, and this script is run again after a text changes.
// Usage: node scripts/generate-document-templates.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dir = path.join(root, 'legacy-api', 'templates');
const AS_PDF = ['1-intake-form', '2-telehealth-consent'];

const PAGE = { width: 612, height: 792 };
const MARGIN = { x: 36, top: 60, bottom: 54 };
const SIZE = 10;
const LEADING = 14;
const LINES_PER_PAGE = Math.floor((PAGE.height - MARGIN.top - MARGIN.bottom) / LEADING);

const escape = (line) => line.replace(/[\\()]/g, (c) => `\\${c}`);

/** A PDF of monospaced pages (a form's blanks line up), with a correct cross-reference table. */
function pdfOf(text, title) {
  const lines = text.replace(/\r/g, '').split('\n');
  const pages = [];
  for (let at = 0; at < lines.length; at += LINES_PER_PAGE) pages.push(lines.slice(at, at + LINES_PER_PAGE));
  const objects = [];
  const add = (body) => objects.push(body) && objects.length;
  const catalog = add(null);
  const pagesId = add(null);
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding >>');
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Courier-Bold /Encoding /WinAnsiEncoding >>');
  const pageIds = pages.map((pageLines, index) => {
    const ops = [`BT /F1 ${SIZE} Tf ${LEADING} TL ${MARGIN.x} ${PAGE.height - MARGIN.top} Td`];
    pageLines.forEach((line, row) => {
      const isHeading = line.trim() !== '' && line === line.toUpperCase() && /[A-Z]/.test(line);
      ops.push(`${isHeading ? '/F2' : '/F1'} ${SIZE} Tf (${escape(line)}) ${row === 0 ? 'Tj' : "'"}`);
    });
    ops.push(
      `/F1 8 Tf 0 -${LEADING * 2} Td (${escape(`${title} - page ${index + 1} of ${pages.length}`)}) Tj ET`,
    );
    const stream = ops.join('\n');
    const content = add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
    return add(
      `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Contents ${content} 0 R /Resources << /Font << /F1 ${font} 0 R /F2 ${bold} 0 R >> >> >>`,
    );
  });
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R >>`;
  objects[pagesId - 1] =
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  const info = add(`<< /Title (${escape(title)}) /Producer (TeleTherapist) >>`);
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = Buffer.byteLength(body, 'latin1');
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

for (const name of AS_PDF) {
  const text = readFileSync(path.join(dir, `${name}.txt`), 'utf8');
  const title = text.split('\n')[0].trim();
  writeFileSync(path.join(dir, `${name}.pdf`), pdfOf(text, title));
  console.log(`wrote legacy-api/templates/${name}.pdf`);
}
