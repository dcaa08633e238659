/**
 * The one normalisation of the wire recording (test/wire-replay.test.ts): every random value in a request or an
 * answer becomes a stable placeholder, numbered per kind in order of first appearance across the whole
 * conversation, so the same value always reads the same (`<id:3>` in a request is the `<id:3>` of an answer).
 *
 * It is deliberately strict: it only rewrites whole tokens of these exact shapes and touches nothing else, so
 * field order, JSON types (`1` vs `"1"`), null vs missing, message text and every other byte still compare.
 * - `TeleTherapist-` + 32 letters/digits: the HMAC video room name       -> `TeleTherapist-<room:n>`
 * - 43 base64url characters: a session token or an e-mailed link's token -> `<token:n>`
 * - 32 hex digits: an appointment's room key                             -> `<key:n>`
 * - 24 hex digits: an id (its random process bytes and counter)           -> `<id:n>`
 * - a Stripe object's id (`sub_` and 16 letters or digits; the fake's)     -> `<stripe:n>`
 * - a local server's port (`127.0.0.1:` and digits: the fake Stripe's, in an onboarding link) -> `127.0.0.1:<port:n>`
 * - a uuid followed by a dash: the random part of a document's name in its path (`<uuid>-<name>`) -> `<uuid:n>`
 * - 32 base32 capitals and digits 2-7: an authenticator secret (ADR 0045)  -> `<secret:n>`
 * - two groups of 5 of the recovery codes' alphabet joined by a dash: a recovery code -> `<recovery:n>`
 * A token is only whole when no base64url character touches it on either side (a document's uuid is followed
 * by the dash before its name).
 */
const RANDOM_VALUE =
  /(?<![A-Za-z0-9_-])(?:(?<uuid>[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?=-)|(?:(?<room>TeleTherapist-[A-Za-z0-9]{32})|(?<token>[A-Za-z0-9_-]{43})|(?<secret>[A-Z2-7]{32})|(?<recovery>[A-HJKMNP-Z2-9]{5}-[A-HJKMNP-Z2-9]{5})|(?<key>[0-9a-f]{32})|(?<id>[0-9a-f]{24})|(?<stripe>(?:cus|sub|pm|seti|pi|ch|re|in|acct|evt|si)_[A-Za-z0-9]{16})|127\.0\.0\.1:(?<port>\d{2,5}))(?![A-Za-z0-9_-]))/g;

export class Placeholders {
  private readonly seen = new Map<string, string>();
  private readonly counts = new Map<string, number>();

  private placeholderOf(kind: string, value: string): string {
    let placeholder = this.seen.get(value);
    if (placeholder) return placeholder;
    const count = (this.counts.get(kind) ?? 0) + 1;
    this.counts.set(kind, count);
    placeholder =
      kind === 'room'
        ? `TeleTherapist-<room:${count}>`
        : kind === 'port'
          ? `127.0.0.1:<port:${count}>`
          : `<${kind}:${count}>`;
    this.seen.set(value, placeholder);
    return placeholder;
  }

  /** The text with each random value replaced by its placeholder; every other character is kept. */
  normalise(text: string): string {
    return text.replace(RANDOM_VALUE, (match, ...rest) => {
      const groups = rest.at(-1) as Record<string, string | undefined>;
      const kind = (
        ['uuid', 'room', 'token', 'secret', 'recovery', 'key', 'id', 'stripe', 'port'] as const
      ).find((name) => groups[name] !== undefined)!;
      return this.placeholderOf(kind, match);
    });
  }
}
