/**
 * A phone number as the screens show it (spec part 2, section 9): a number of digits gets a dash after its 3rd
 * and its 6th digit ("15550100001" → "155-501-00001"), as the original client list wrote them. Anything that is
 * not only digits (a number typed with its own separators or a +) is shown as it was stored.
 */
export function formatPhone(phone: string | number | null | undefined): string {
  const text = phone == null ? '' : String(phone).trim();
  if (!/^\d+$/.test(text)) return text;
  return [text.slice(0, 3), text.slice(3, 6), text.slice(6)].filter(Boolean).join('-');
}
