/** The refusal that names the appointment in the way, in the provider's time zone. */
export function describeClash(
  clash: { title: string; startTime: Date; endTime: Date },
  timeZone: string,
): string {
  const day = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
  return `This time overlaps "${clash.title}" on ${day.format(clash.startTime)}, ${time.format(clash.startTime)} - ${time.format(clash.endTime)}. Choose another time or book it anyway.`;
}
