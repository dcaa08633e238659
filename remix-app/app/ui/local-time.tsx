import { useEffect, useState } from 'react';

type LocalTimeProps = {
  /** ISO instant. */
  instant: string;
  /** The zone the server renders in before the browser's own is known (UTC for visitors without a session). */
  serverTimeZone?: string;
  className?: string;
};

const OPTIONS: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

function format(instant: string, timeZone?: string) {
  return new Intl.DateTimeFormat('en-US', { ...OPTIONS, timeZone }).format(new Date(instant));
}

/**
 * A date and time in the visitor's own time zone ("Monday, November 23 at 10:00 AM EST"). The server does not
 * know the zone of a visitor without a session, so it writes `serverTimeZone` and the browser rewrites it after
 * hydration (no mismatch warning: the first browser render matches the server's).
 */
export function LocalTime({ instant, serverTimeZone = 'UTC', className }: LocalTimeProps) {
  const [text, setText] = useState(() => format(instant, serverTimeZone));
  useEffect(() => {
    setText(format(instant));
  }, [instant]);
  return (
    <time dateTime={instant} className={className}>
      {text}
    </time>
  );
}
