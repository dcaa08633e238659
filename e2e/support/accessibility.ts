/**
 * The product rule: every screen works by keyboard and has no axe-core WCAG 2.1 AA violation.
 *
 *   await expectAccessible(page, 'login');                    // axe on the whole page as it is now
 *   await expectAccessible(page, 'invite modal', { include: dialog });
 *   await expectReachableByTab(page, page.getByRole('button', { name: 'LOGIN' }));
 *
 * No rule is ever disabled. A third-party embed we cannot change may be left out with `exclude`, one element
 * at a time, with a comment at the call saying why.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

export const WCAG_21_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The minified build of the very axe-core that @axe-core/playwright carries (same version, same rules): the builder
 * injects the unminified one (1.5 MB) by default, and parsing it was most of a check's time on two busy cores.
 */
const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(
  createRequire(require.resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type AxeViolation = AxeResults['violations'][number];

export interface AccessibilityOptions {
  /** CSS selectors to check instead of the whole page (e.g. an open dialog). */
  include?: string[];
  /**
   * Third-party embeds to leave out; say why at the call. A string is a CSS selector in the page; an array is a
   * frame path (`['iframe#video', 'html']`: that frame's document, while the iframe element itself is checked).
   */
  exclude?: Array<string | string[]>;
}

/** One line per failing element: rule, impact, target, what to do and the help page. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => {
          const summary = node.failureSummary?.replace(/\s*\n\s*/g, ' ').trim();
          return `    - ${node.target.join(' >> ')}${summary ? `\n      ${summary}` : ''}`;
        })
        .join('\n');
      return `  [${violation.impact ?? 'n/a'}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}`;
    })
    .join('\n');
}

/**
 * axe-core's results for the page as it is. A page with frames (the video call) goes through @axe-core/playwright:
 * each frame read apart, cross-origin ones too, and the parts put together in a blank page. A page without frames
 * (nearly all) gets the same axe-core run in the page itself, as the builder's "legacy mode" does, with the same
 * context and options, but axe is injected once per document: a dialog or a refused form read after its page
 * finds it there. The blank page and the injections were most of a check's time on two busy cores.
 */
async function axeResults(page: Page, options: AccessibilityOptions): Promise<AxeResults> {
  if (page.frames().length > 1) {
    let builder = new AxeBuilder({ page, axeSource: AXE_SOURCE }).withTags(WCAG_21_AA_TAGS);
    for (const selector of options.include ?? []) builder = builder.include(selector);
    for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
    return builder.analyze();
  }
  type WithAxe = { axe?: { run: (context: unknown, options: unknown) => Promise<AxeResults> } };
  const hasAxe = await page.evaluate(() => typeof (window as WithAxe).axe?.run === 'function');
  if (!hasAxe) {
    await page.evaluate(AXE_SOURCE);
    // As the builder configures it (its help links name the runner).
    await page.evaluate(() =>
      (window as unknown as { axe: { configure: (spec: unknown) => void } }).axe.configure({
        allowedOrigins: ['<same_origin>'],
        branding: { application: 'playwright' },
      }),
    );
  }
  // The builder's context: the included selectors (none: the whole document) and the excluded ones.
  const context = { include: options.include ?? [], exclude: options.exclude ?? [] };
  return page.evaluate(({ context, runOptions }) => (window as WithAxe).axe!.run(context, runOptions), {
    context,
    runOptions: { runOnly: { type: 'tag', values: WCAG_21_AA_TAGS } },
  });
}

/** Runs axe-core with the WCAG 2.1 A and AA rules and fails with a readable list of the violations. */
export async function expectAccessible(
  page: Page,
  screenName: string,
  options: AccessibilityOptions = {},
): Promise<void> {
  // What is to be read must be there: axe no longer takes the seconds that used to let a dialog finish opening.
  for (const selector of options.include ?? [])
    await expect(page.locator(selector).first(), `${screenName}: ${selector} is on the page`).toBeVisible();
  const { violations, incomplete } = await axeResults(page, options);
  // What axe could not decide (text over a picture, say) is for a person to look at, never a failure.
  if (process.env.E2E_A11Y_INCOMPLETE && incomplete.length) {
    console.warn(`[a11y] ${screenName}: axe could not decide\n${describeViolations(incomplete)}`);
  }
  const count = violations.reduce((sum, violation) => sum + violation.nodes.length, 0);
  expect(
    count,
    `${screenName}: ${count} element(s) violate WCAG 2.1 AA (axe-core)\n${describeViolations(violations)}\n`,
  ).toBe(0);
}

/**
 * One state of a screen: once its main action shows (the state has rendered: a dialog opened, a page come in), axe
 * on the page as it is (`options`: as for `expectAccessible`), then Tab to the main action and its focus ring.
 */
export async function expectScreenAccessible(
  page: Page,
  screenName: string,
  mainAction: Locator,
  options: AccessibilityOptions = {},
): Promise<void> {
  await expect(mainAction, `${screenName}: the main action is on the page`).toBeVisible();
  await expectAccessible(page, screenName, options);
  await expectReachableByTab(page, mainAction, { screenName });
}

/**
 * Presses Tab from the top of the page (or of the open dialog, which keeps the focus inside) until `target`
 * has the focus, at most `maxTabs` times; then checks the focus can be seen: while focused the element has an
 * outline or a box-shadow ring that it does not have without the focus.
 */
export async function expectReachableByTab(
  page: Page,
  target: Locator,
  { screenName = 'screen', maxTabs = 60 }: { screenName?: string; maxTabs?: number } = {},
): Promise<void> {
  await expect(target, `${screenName}: the main action is on the page`).toBeVisible();
  // Start where someone who just arrived would: focusing the body moves the sequential focus starting point.
  await page.evaluate(() => {
    document.body.tabIndex = -1;
    document.body.focus();
    document.body.removeAttribute('tabindex');
  });
  // The target is found once (finding it by role after every press was most of the time a press took); should the
  // page replace that element, it is found again.
  let handle = await target.elementHandle();
  const hasFocus = async (): Promise<boolean> => {
    const focused = await handle.evaluate((node) =>
      node.isConnected ? node === document.activeElement : null,
    );
    if (focused !== null) return focused;
    handle = await target.elementHandle();
    return handle.evaluate((node) => node === document.activeElement);
  };
  let presses = 0;
  let isFocused = false;
  while (!isFocused && presses < maxTabs) {
    await page.keyboard.press('Tab');
    presses += 1;
    isFocused = await hasFocus();
  }
  await handle.dispose();
  expect(isFocused, `${screenName}: the main action is not reached in ${maxTabs} presses of Tab`).toBe(true);

  // Read the settled look: buttons ease their ring in and out.
  const ring = () =>
    target.evaluate(async (element) => {
      await Promise.all(element.getAnimations().map((animation) => animation.finished.catch(() => null)));
      const style = getComputedStyle(element);
      const hasOutline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return {
        outline: hasOutline ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}` : 'none',
        boxShadow: style.boxShadow,
      };
    });
  const focused = await ring();
  await target.evaluate((element) => (element as HTMLElement).blur());
  const unfocused = await ring();
  const isVisible =
    (focused.outline !== 'none' && focused.outline !== unfocused.outline) ||
    (focused.boxShadow !== 'none' && focused.boxShadow !== unfocused.boxShadow);
  expect(
    isVisible,
    `${screenName}: the focused main action looks as it does unfocused (outline ${focused.outline}, box-shadow ${focused.boxShadow})`,
  ).toBe(true);
}
