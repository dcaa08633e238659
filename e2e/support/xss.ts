import { expect, type Page } from '@playwright/test';
import { XSS_PAYLOADS, type XssPayload } from '../fixtures/xss-payloads.js';

/**
 * The stored-XSS check (issue 27): opens a page that shows stored payloads (`fixtures/xss-payloads.ts`) in
 * Chromium and reports every sign that one ran or was let into the page as markup:
 *   - a dialog (`alert`, `confirm`, `prompt`; from any frame), dismissed and recorded;
 *   - `window.__xss(marker)`, the canary installed before the page's own scripts;
 *   - a console message carrying a marker;
 *   - a Content-Security-Policy refusal of an inline script, handler or `javascript:` URL (markup got in, and
 *     only the policy stopped it: a failure all the same);
 *   - in the DOM after it settled: an event-handler attribute, a `<script>` without the page's nonce, or a `javascript:` / `data:` /
 *     `vbscript:` URL in a link, source, action or frame document carrying a marker (what would run without the
 *     policy, or once clicked).
 * A surface stores the payloads, then: `await expectNoPayloadRuns(page, '/its-page', { mustShow })`; what shows
 * only after a click (a dialog, a chatbot's reply) is brought out by `open`, or checked on the open page (url null).
 */

export interface PayloadRun {
  how: 'dialog' | 'canary' | 'console' | 'csp' | 'dom';
  /** The payload's marker when the sign names one. */
  marker: string | null;
  detail: string;
}

const MARKER = /xss\d{3}/i;
const markerIn = (text: string) => MARKER.exec(text)?.[0]?.toLowerCase() ?? null;

interface Recorder {
  runs: PayloadRun[];
}

const recorders = new WeakMap<Page, Recorder>();

/** The canary and the listeners, once per page (before its first navigation, so they precede the page's scripts). */
async function recorderOf(page: Page): Promise<Recorder> {
  const existing = recorders.get(page);
  if (existing) return existing;
  const recorder: Recorder = { runs: [] };
  recorders.set(page, recorder);
  page.on('dialog', (dialog) => {
    recorder.runs.push({
      how: 'dialog',
      marker: markerIn(dialog.message()),
      detail: `${dialog.type()}(${dialog.message()})`,
    });
    dialog.dismiss().catch(() => undefined);
  });
  page.on('console', (message) => {
    const marker = markerIn(message.text());
    if (marker) recorder.runs.push({ how: 'console', marker, detail: message.text() });
  });
  await page.addInitScript(() => {
    const runs: string[] = [];
    Object.defineProperty(window, '__xssRuns', { value: runs });
    Object.defineProperty(window, '__xss', {
      value: (marker: unknown) => runs.push(`canary ${String(marker)}`),
    });
    document.addEventListener('securitypolicyviolation', (event) => {
      // Only what an injected payload would cause: inline script, an inline handler, eval, a script URL.
      if (!event.effectiveDirective.startsWith('script-src')) return;
      if (!/^(inline|eval|javascript|data)/.test(event.blockedURI || 'inline')) return;
      runs.push(`csp ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} ${event.sample}`);
    });
  });
  return recorder;
}

/** What the page itself recorded (the canary and policy refusals) and what its DOM holds that could run. */
async function readPage(page: Page): Promise<PayloadRun[]> {
  const found = await page.evaluate((markerSource) => {
    const marker = new RegExp(markerSource, 'i');
    const out: Array<{ how: 'canary' | 'csp' | 'dom'; detail: string }> = [];
    for (const entry of (window as unknown as { __xssRuns?: string[] }).__xssRuns ?? [])
      out.push({ how: entry.startsWith('csp') ? 'csp' : 'canary', detail: entry });
    const urlAttributes = new Set([
      'href',
      'src',
      'action',
      'formaction',
      'data',
      'xlink:href',
      'srcdoc',
      'content',
    ]);
    // What a browser strips from a URL's scheme before reading it (controls, whitespace, entities already decoded).
    const scheme = (value: string) =>
      // eslint-disable-next-line no-control-regex -- control characters are exactly what a browser drops here
      value.replace(/[\u0000-\u0020\u007f-\u00a0\u200b-\u200f\u2028\u2029\ufeff]/g, '').toLowerCase();
    for (const element of Array.from(document.querySelectorAll('*'))) {
      // The server's own scripts carry the page's nonce (Remix's data, payloads included, JSON-escaped); one
      // without it was made from stored text.
      const isOwnScript = element instanceof HTMLScriptElement && element.nonce !== '';
      if (element.tagName === 'SCRIPT' && !isOwnScript && marker.test(element.textContent ?? ''))
        out.push({ how: 'dom', detail: `<script> ${element.textContent?.slice(0, 80)}` });
      for (const attribute of Array.from(element.attributes)) {
        const name = attribute.name.toLowerCase();
        const value = attribute.value;
        const isHandler =
          name.startsWith('on') && (marker.test(value) || /__xss|alert|prompt|confirm|atob/i.test(value));
        const isScriptUrl =
          urlAttributes.has(name) &&
          (/^(javascript|vbscript):/.test(scheme(value)) ||
            (/^data:/.test(scheme(value)) && !/^data:image\//.test(scheme(value))) ||
            (name === 'srcdoc' && /<script|on\w+=/i.test(value)) ||
            (name === 'content' && /url\s*=\s*(javascript|vbscript|data):/i.test(value)));
        if (isHandler || isScriptUrl)
          out.push({
            how: 'dom',
            detail: `<${element.tagName.toLowerCase()} ${name}="${value.slice(0, 80)}">`,
          });
      }
    }
    return out;
  }, MARKER.source);
  return found.map((entry) => {
    const fromData = /base64,([A-Za-z0-9+/=]+)/.exec(entry.detail);
    const decoded = fromData ? Buffer.from(fromData[1]!, 'base64').toString('utf8') : '';
    return { ...entry, marker: markerIn(entry.detail) ?? markerIn(decoded) };
  });
}

/** Brings every lazy payload out: a pointer over the page (onmouseover), a scroll to its end and back. */
async function provoke(page: Page) {
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const [x, y] of [
    [size.width / 2, size.height / 2],
    [20, 20],
    [size.width - 20, size.height - 20],
  ] as const)
    await page.mouse.move(x, y, { steps: 2 });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Waits for what a loaded page still does by itself, instead of a fixed delay: every image, video and audio done
 * loading or failed (an `onerror` has run with its failure), then two rendering frames, in which autofocus, CSS
 * and SVG animations, marquees and `<details>` toggles start, and the tasks they queued (a policy refusal's event).
 */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const imagesDone = Array.from(document.images).every((image) => image.complete);
      const mediaDone = Array.from(document.querySelectorAll<HTMLMediaElement>('video, audio')).every(
        (media) =>
          media.error !== null ||
          media.readyState >= HTMLMediaElement.HAVE_METADATA ||
          media.networkState === HTMLMediaElement.NETWORK_IDLE ||
          media.networkState === HTMLMediaElement.NETWORK_NO_SOURCE ||
          (media.networkState === HTMLMediaElement.NETWORK_EMPTY &&
            !media.src &&
            !media.querySelector('source')),
      );
      return imagesDone && mediaDone;
    },
    undefined,
    { polling: 'raf' },
  );
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
      ),
  );
}

export interface RunOptions {
  /**
   * What a person does on the loaded page to bring the payloads out before it is read: open a dialog, ask the
   * chatbot. Signs from the moment the page loads count, so whatever runs while opening is caught too.
   */
  open?: (page: Page) => Promise<void>;
}

/**
 * Opens `url` (null: stays on the page already open, which an earlier call opened, so the canary is in place)
 * and returns every sign of a payload that ran or got in as markup (empty: none).
 */
export async function findPayloadRuns(
  page: Page,
  url: string | null,
  options: RunOptions = {},
): Promise<PayloadRun[]> {
  const recorder = await recorderOf(page);
  const before = recorder.runs.length;
  if (url !== null) await page.goto(url, { waitUntil: 'load' });
  await options.open?.(page);
  await provoke(page);
  await settle(page);
  return [...recorder.runs.slice(before), ...(await readPage(page))];
}

/**
 * The payload markers the open page shows as text (escaped payloads; a list's other pages show the rest), its
 * form fields' values included (an editor's title, a dialog's question and answer).
 */
export async function markersShown(page: Page): Promise<Set<string>> {
  const text = await page.evaluate(() =>
    [
      document.body.textContent ?? '',
      ...Array.from(
        document.querySelectorAll('input, textarea'),
        (field) => (field as HTMLInputElement).value,
      ),
    ].join('\n'),
  );
  return new Set(Array.from(text.matchAll(/xss\d{3}/gi), (match) => match[0].toLowerCase()));
}

/**
 * Fails when any stored payload runs on the page at `url`, naming each one (its marker, family and how it was
 * caught). `mustShow`: markers (or payloads) the page must show as text, so the check cannot pass on a page
 * that simply left them out.
 */
export async function expectNoPayloadRuns(
  page: Page,
  url: string | null,
  options: RunOptions & { mustShow?: ReadonlyArray<string | XssPayload> } = {},
): Promise<void> {
  const runs = await findPayloadRuns(page, url, options);
  url ??= page.url();
  const byMarker = new Map(XSS_PAYLOADS.map((payload) => [payload.marker, payload]));
  const report = runs.map((run) => {
    const payload = run.marker ? byMarker.get(run.marker) : undefined;
    return `${run.how}: ${run.detail}${payload ? ` [${payload.family}] ${payload.text}` : ''}`;
  });
  expect(report, `payloads ran or got in as markup on ${url}`).toEqual([]);
  if (options.mustShow?.length) {
    const markers = options.mustShow.map((entry) => (typeof entry === 'string' ? entry : entry.marker));
    const shown = await markersShown(page);
    expect(
      markers.filter((marker) => !shown.has(marker.toLowerCase())),
      `payloads not shown as text on ${url}`,
    ).toEqual([]);
  }
}
