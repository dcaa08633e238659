/**
 * What a finished appointment says (the modal, the room and the waiting screen). A module of its own: the
 * waiting screen, on a page a client opens, should not bring the appointments' helpers and state table with it.
 */
export function finishedMessage(date: string): string {
  return `This appointment has already finished on ${date}`;
}
