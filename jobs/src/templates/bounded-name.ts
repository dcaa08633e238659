/**
 * A name typed by someone else (a provider's, a practice's) as it may appear in an e-mail to a person who did
 * not ask for it (review finding 10): letters, spaces and the marks names use, at most 60 characters. Anything
 * else (digits, links, a sentence of phishing text) is replaced by the fallback, so the product's sender never
 * carries someone's free text.
 */
const NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]{0,59}$/u;

export function boundedName(value: string, fallback: string): string {
  const name = value.replace(/\s+/g, ' ').trim();
  return NAME.test(name) ? name : fallback;
}
