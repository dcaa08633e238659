import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * react-big-calendar's Calendar imports every view it has, and the drag calendar (ADR 0053) shows two: Week
 * and Day. In the browser build this leaves out what those two never render, so the lazily loaded chunk stays
 * as small as the package allows (issue 30: the week view under 150 KB gzipped):
 *
 * - the Month, Agenda and Work Week views (the `views` prop never names them), the toolbar (`toolbar` is off),
 *   the headers of grouped resources (no `resources`), the day's default heading (the drag calendar gives its
 *   own, `components.header`), and the all-day row's "+N more" row and scrolling wrapper (no `allDayMaxRows`,
 *   no `showAllEvents`: every all-day appointment is drawn);
 * - the "+N more" overlay of the all-day row, with react-overlays and Popper (the calendar's `popup` is off,
 *   so it drills down to the day instead);
 * - all of dom-helpers where the drag addon asks for two of its functions by the package's index, and
 *   dom-helpers' CommonJS copies: the calendar's modules get its ES modules, one copy of each helper;
 * - lodash (16 KB gzipped, deep equality with its caches alone 6 KB): the eight functions the calendar calls
 *   are replaced by the few lines each of its calls needs (`big-calendar-lodash.ts`);
 * - uncontrollable's class wrapper with its React 16 polyfill: Calendar's uncontrolled `selected` (and `view`
 *   and `date`, which the drag calendar controls) go through the package's own hook instead;
 * - Babel's CommonJS helpers where the calendar asks for them by `.default`: their ES modules instead;
 * - the prop-types the calendar declares for development only (production drops the declarations).
 *
 * Each left-out module is replaced by one of the same shape: a component that renders nothing (with the static
 * methods Calendar calls on a view), the two dom-helpers functions, the lodash function, the wrapper, or the
 * prop-types' names.
 */
const UNUSED_VIEWS = new Set([
  './Month',
  './Agenda',
  './WorkWeek',
  './PopOverlay',
  './Toolbar',
  './TimeGridHeaderResources',
  './EventEndingRow',
  './ScrollableWeekWrapper',
  './ResourceHeader',
  './Header',
]);
const UNUSED_VIEW_ID = '\0big-calendar:unused-view';
const DOM_HELPERS_ID = '\0big-calendar:dom-helpers';
const UNCONTROLLABLE_ID = '\0big-calendar:uncontrollable';
const PROP_TYPES_ID = '\0big-calendar:prop-types';
/** Called as functions, not by `.default`: kept as CommonJS. */
const BABEL_HELPERS_REQUIRED_WHOLE = new Set(['interopRequireDefault', 'interopRequireWildcard', 'typeof']);
const LODASH_PREFIX = '\0big-calendar:lodash/';
const LODASH_FUNCTIONS = new Set([
  'defaults',
  'findIndex',
  'isEqual',
  'mapValues',
  'omit',
  'range',
  'sortBy',
  'transform',
]);

const UNUSED_VIEW = `
function UnusedView() {
  throw new Error('This part of react-big-calendar is left out of the build (big-calendar-plugin.ts).');
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

const UNCONTROLLABLE = `
import { createElement } from 'react';
import { useUncontrolled } from 'uncontrollable';
export function uncontrollable(Component, handlers) {
  return function Uncontrolled(props) {
    return createElement(Component, useUncontrolled(props, handlers));
  };
}
`;

const PROP_TYPES = `
export const accessor = undefined, dateFormat = undefined, dateRangeFormat = undefined, views = undefined,
  DayLayoutAlgorithmPropType = undefined;
`;

const LODASH_MODULE = fileURLToPath(new URL('./big-calendar-lodash.ts', import.meta.url));

export function bigCalendarViews(): Plugin {
  let isBrowserBuild = false;
  let domHelpersEsm = '';
  let babelHelpersEsm = '';
  return {
    name: 'tele:big-calendar-views',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      isBrowserBuild = !config.build.ssr;
      const require = createRequire(path.join(config.root, 'package.json'));
      domHelpersEsm = path.join(path.dirname(require.resolve('dom-helpers/package.json')), 'esm');
      babelHelpersEsm = path.join(
        path.dirname(require.resolve('@babel/runtime/package.json')),
        'helpers',
        'esm',
      );
    },
    resolveId(source, importer) {
      if (!isBrowserBuild || !importer?.includes('/node_modules/react-big-calendar/lib/')) return null;
      if (UNUSED_VIEWS.has(source)) return UNUSED_VIEW_ID;
      if (source === 'dom-helpers') return DOM_HELPERS_ID;
      if (source === 'uncontrollable') return UNCONTROLLABLE_ID;
      if (/^(\.\.?\/)+utils\/propTypes$/.test(source)) return PROP_TYPES_ID;
      const babelHelper = /^@babel\/runtime\/helpers\/(\w+)$/.exec(source)?.[1];
      if (babelHelper && !BABEL_HELPERS_REQUIRED_WHOLE.has(babelHelper))
        return path.join(babelHelpersEsm, `${babelHelper}.js`);
      const helper = /^dom-helpers\/(\w+)$/.exec(source)?.[1];
      if (helper) return path.join(domHelpersEsm, `${helper}.js`);
      const lodash = /^lodash\/(\w+)$/.exec(source)?.[1];
      if (lodash && LODASH_FUNCTIONS.has(lodash)) return `${LODASH_PREFIX}${lodash}`;
      return null;
    },
    load(id) {
      if (id === UNUSED_VIEW_ID) return UNUSED_VIEW;
      if (id === DOM_HELPERS_ID) return DOM_HELPERS;
      if (id === UNCONTROLLABLE_ID) return UNCONTROLLABLE;
      if (id === PROP_TYPES_ID) return PROP_TYPES;
      if (id.startsWith(LODASH_PREFIX))
        return `export { ${id.slice(LODASH_PREFIX.length)} as default } from ${JSON.stringify(LODASH_MODULE)};`;
      return null;
    },
  };
}
