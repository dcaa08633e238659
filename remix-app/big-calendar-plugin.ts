import type { Plugin } from 'vite';

/**
 * react-big-calendar's Calendar imports every view it has, and the drag calendar (ADR 0053) shows two: Week
 * and Day. In the browser build this leaves out what those two never render, so the lazily loaded chunk stays
 * as small as the package allows:
 *
 * - the Month, Agenda and Work Week views (the `views` prop never names them);
 * - the "+N more" overlay of the all-day row, with react-overlays and Popper (the calendar's `popup` is off,
 *   so it drills down to the day instead);
 * - all of dom-helpers where the drag addon asks for two of its functions by the package's index.
 *
 * Each is replaced by a module of the same shape: a view that renders nothing (with the static methods
 * Calendar calls on a view), or the two functions.
 */
const UNUSED_VIEWS = new Set(['./Month', './Agenda', './WorkWeek', './PopOverlay']);
const UNUSED_VIEW_ID = '\0big-calendar:unused-view';
const DOM_HELPERS_ID = '\0big-calendar:dom-helpers';

const UNUSED_VIEW = `
function UnusedView() {
  throw new Error('This react-big-calendar view is left out of the build (big-calendar-plugin.ts).');
}
UnusedView.range = () => ({ start: new Date(), end: new Date() });
UnusedView.navigate = (date) => date;
UnusedView.title = () => '';
export default UnusedView;
`;

const DOM_HELPERS = `
export { default as scrollParent } from 'dom-helpers/scrollParent';
export { default as scrollTop } from 'dom-helpers/scrollTop';
`;

export function bigCalendarViews(): Plugin {
  let isBrowserBuild = false;
  return {
    name: 'tele:big-calendar-views',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      isBrowserBuild = !config.build.ssr;
    },
    resolveId(source, importer) {
      if (!isBrowserBuild || !importer?.includes('/node_modules/react-big-calendar/lib/')) return null;
      if (UNUSED_VIEWS.has(source)) return UNUSED_VIEW_ID;
      if (source === 'dom-helpers') return DOM_HELPERS_ID;
      return null;
    },
    load(id) {
      if (id === UNUSED_VIEW_ID) return UNUSED_VIEW;
      if (id === DOM_HELPERS_ID) return DOM_HELPERS;
      return null;
    },
  };
}
