/**
 * How much JavaScript each page may ship to the browser, gzipped (issue 25, ADR 0032): the entry, the route
 * modules of every route the page renders (root, layouts, the page) with everything they import, and its route
 * manifest. Code loaded only on demand (the note editor, the video room, a team member's waiting screen) is not
 * counted. `test/bundle/budgets.test.ts` reads the production build and fails naming the page and the source
 * modules it ships beyond what every page does. A new screen needs no entry: it gets the budget of its kind. A
 * page a client opens goes in CLIENT_PAGES.
 */
export const BUDGET_BYTES = {
  /** What a client opens, often on a phone on a weak network. */
  client: 100 * 1024,
  /** Everything else. */
  other: 150 * 1024,
} as const;

/** The route ids (remix-app/app/routes file names) of the pages a client opens. */
export const CLIENT_PAGES: readonly string[] = [
  'routes/_auth.login',
  // The sign-in's second step (ADR 0045): a client with two-factor sign-in on passes through it too.
  'routes/_auth.login-two-factor',
  'routes/_auth.reset-password.$id',
  'routes/_auth.accept-invitation.$id',
  'routes/client-session.$id',
  'routes/invited-room.$id',
  // The e-mailed pay link's page (issue 26): Stripe.js is loaded by the browser on demand, not counted.
  'routes/_auth.pay.$token',
  // A provider's public booking page (ADR 0054): visitors and clients open it, often on a phone.
  'routes/book.$slug',
];

/** Route ids whose prefix marks a client's page (the client home and what later issues add under it). */
export const CLIENT_PAGE_PREFIXES: readonly string[] = ['routes/_client'];

/**
 * Views that load code of their own once the page has started (issue 30, ADR 0053), each with its own line:
 * the page's files plus the chunk holding `loads` and every chunk it imports, gzipped, against `budget`. The
 * page's own line still counts the page alone.
 */
export const LAZY_VIEWS: readonly { name: string; page: string; loads: string; budget: number }[] = [
  {
    // The Week and Day views hydrate into react-big-calendar with drag and drop: issue 30's 150 KB in all (ADR
    // 0053). They ship about 140 KB: the page without its dialogs (the appointment form with conform and zod is
    // fetched when a dialog opens), react-big-calendar without its unused parts, lodash and uncontrollable's
    // wrapper (big-calendar-plugin.ts), all minified by terser.
    name: 'routes/_shell.appointment, week and day views',
    page: 'routes/_shell.appointment',
    loads: 'remix-app/app/features/appointments/drag-calendar.client.tsx',
    budget: 150 * 1024,
  },
];
