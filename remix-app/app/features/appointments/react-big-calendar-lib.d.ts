// react-big-calendar's CommonJS modules, imported one by one so that the drag calendar's chunk holds the
// Calendar, its views and the drag and drop addon, and none of the packaged localizers (moment, luxon, dayjs
// with its plugins, globalize). @types/react-big-calendar declares the package's index and the addon only.
declare module 'react-big-calendar/lib/Calendar' {
  import type { Calendar } from 'react-big-calendar';

  const UncontrolledCalendar: typeof Calendar;
  export default UncontrolledCalendar;
}

declare module 'react-big-calendar/lib/localizer' {
  export { DateLocalizer } from 'react-big-calendar';
}
