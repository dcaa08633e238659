/**
 * A preview of a longer text: past `limit` characters it keeps `limit - 1` and adds an ellipsis (spec part 2,
 * section 9: session notes at 40, messages at 50). Counted by characters, so an emoji is never split.
 */
export function cutWithEllipsis(text: string, limit: number): string {
  const characters = Array.from(text);
  return characters.length > limit ? `${characters.slice(0, limit - 1).join('')}…` : text;
}
