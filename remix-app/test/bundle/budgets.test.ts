import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CLIENT_PAGES } from '../../bundle-budgets.ts';
import { kb, readBuildWeights, type BuildWeights, type PageWeight } from './page-weights.ts';

/*
 * The JavaScript each page ships, read from the production build (`npm run build -w @tele/remix-app`; npm test
 * builds before it runs this), against bundle-budgets.ts. BUNDLE_BUILD_DIR measures another build (a copy of
 * main's, for an issue note's before and after).
 */
const buildDir = process.env.BUNDLE_BUILD_DIR ?? fileURLToPath(new URL('../../build', import.meta.url));

describe('JavaScript shipped per page, gzipped', () => {
  const weights = readBuildWeights(path.resolve(buildDir));

  it('finds the pages of the build, the client pages among them', () => {
    expect(weights.pages.length).toBeGreaterThan(20);
    const ids = weights.pages.map((page) => page.id);
    for (const id of CLIENT_PAGES) expect(ids, `${id} is listed as a client page`).toContain(id);
    process.stdout.write(`${tableOf([...weights.pages, ...weights.views])}\n`);
  });

  // A view that loads more once the page has started (bundle-budgets.ts, LAZY_VIEWS): the page and what it loads.
  it.each(weights.views.map((view) => ({ ...view, figures: `${kb(view.total)} of ${kb(view.budget)}` })))(
    '$id ship $figures',
    (view) => {
      expect(view.total, overBudget(weights, view)).toBeLessThanOrEqual(view.budget);
    },
  );

  it.each(weights.pages.map((page) => ({ ...page, figures: `${kb(page.total)} of ${kb(page.budget)}` })))(
    '$id ships $figures',
    (page) => {
      expect(page.total, overBudget(weights, page)).toBeLessThanOrEqual(page.budget);
    },
  );
});

/**
 * The failure names the source modules that weigh most on the page beyond what every page ships (a package
 * counts as one; each module its share of its chunk), then the page's largest files of its own.
 */
function overBudget(weights: BuildWeights, page: PageWeight): string {
  const modules = weights
    .ownModulesOf(page)
    .slice(0, 12)
    .map(({ name, bytes }) => `  ${kb(bytes).padStart(8)}  ${name}`);
  const files = page.files
    .filter(({ file }) => !weights.shared.files.has(file))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 6)
    .map(({ file, bytes }) => `${file} ${kb(bytes)}`);
  return [
    `${page.id} ships ${kb(page.total)}, over its ${kb(page.budget)} by ${kb(page.total - page.budget)}.`,
    `Every page ships ${kb(weights.shared.bytes)} (the entry with React and Remix, the root route); on top of it:`,
    ...modules,
    `in its files ${files.join(', ')}.`,
  ].join('\n');
}

function tableOf(pages: readonly PageWeight[]): string {
  const width = Math.max(...pages.map((page) => page.id.length));
  const rows = pages.map(
    (page) =>
      `${page.id.padEnd(width)}  ${kb(page.total).padStart(9)}  ${kb(page.budget).padStart(9)}  ` +
      `${page.isClientPage ? 'client' : 'other '}  ${page.total <= page.budget ? '✓' : '✗'}`,
  );
  return [`${'page'.padEnd(width)}  ${'gzipped'.padStart(9)}  ${'budget'.padStart(9)}  kind`, ...rows].join(
    '\n',
  );
}
