/**
 * The one form of an e-mail address that the product stores, looks up and counts rate limits by (security
 * review 2, N1): trimmed, Unicode NFKC, lower-cased. The `email` columns compare it byte for byte
 * (utf8mb4_bin), so two strings name the same account exactly when their canonical forms are equal: `príya@…`
 * is another address than `priya@…` (as it is for mail servers), while `PRIYA@…` and `ｐｒｉｙａ@…` are the same.
 * Lower-casing can leave a sequence that NFKC would change again (`İ` becomes `i` and a combining dot), so the
 * form is normalised once more after it.
 */
export function canonicalEmail(value: string): string {
  return value.trim().normalize('NFKC').toLowerCase().normalize('NFKC');
}
