import type { ThreadMessage } from './messages.server.ts';

/** A message as the thread shows it: its time of day in the reader's zone. */
export type ShownMessage = ThreadMessage & { time: string };
/** The thread's messages grouped by the day they were sent, in the reader's zone, oldest first. */
export type ThreadDay = { day: string; messages: ShownMessage[] };

/**
 * Groups a thread's messages (oldest first) by their day in `timeZone`, with each message's time of day: the
 * server does it, so the page shows the person's own zone from the first paint, with or without JavaScript.
 */
export function groupByDay(messages: readonly ThreadMessage[], timeZone: string): ThreadDay[] {
  const dayOf = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
  const timeOf = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
  const days: ThreadDay[] = [];
  for (const message of messages) {
    const sent = new Date(message.sentAt);
    const day = dayOf.format(sent);
    const shown = { ...message, time: timeOf.format(sent) };
    const last = days.at(-1);
    if (last?.day === day) last.messages.push(shown);
    else days.push({ day, messages: [shown] });
  }
  return days;
}
