import { randomInt } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import { selectPrepared } from './prepared.js';
import { txOf, type Db } from './transaction.js';

/** A provider's public booking link (ADR 0054): `/book/{slug}`. */
export interface BookingLink {
  providerId: string;
  practiceId: string;
  slug: string;
}

const SUFFIX_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** `maya-patel-7k2q`: the name's letters and digits (accents dropped), at most 40 of them, and four random ones. */
export function slugFor(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '');
  const suffix = Array.from({ length: 4 }, () => SUFFIX_ALPHABET[randomInt(SUFFIX_ALPHABET.length)]).join('');
  return `${base || 'provider'}-${suffix}`;
}

/** Whether a text has a slug's shape (anything else is looked up as nothing, without a query). */
export function isSlug(text: string): boolean {
  return /^[a-z0-9-]{3,64}$/.test(text);
}

/** The provider a slug names, with their practice; null for any slug nobody holds. */
export async function findBookingLinkBySlug(db: Db, slug: string): Promise<BookingLink | null> {
  if (!isSlug(slug)) return null;
  const rows = await selectPrepared<{ provider_id: string; practice_id: string; slug: string }>(
    db,
    'SELECT provider_id, practice_id, slug FROM booking_links WHERE slug = :slug',
    { slug },
  );
  const row = rows[0];
  return row ? { providerId: row.provider_id, practiceId: row.practice_id, slug: row.slug } : null;
}

/** The provider's slug, or null before one was made. */
export async function findBookingSlug(db: Db, providerId: string): Promise<string | null> {
  const rows = await selectPrepared<{ slug: string }>(
    db,
    'SELECT slug FROM booking_links WHERE provider_id = :providerId',
    { providerId },
  );
  return rows[0]?.slug ?? null;
}

/**
 * The provider's slug, made the first time it is asked for: the name and a random suffix, tried again with
 * another suffix in the unlikely case it is taken. Two first asks at once keep one slug (the provider's row).
 */
export async function ensureBookingSlug(
  db: Db,
  provider: { id: string; practiceId: string; name: string },
  now: Date,
): Promise<string> {
  const kept = await findBookingSlug(db, provider.id);
  if (kept) return kept;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      await db.sequelize.query(
        `INSERT INTO booking_links (provider_id, practice_id, slug, created_at)
         VALUES (:providerId, :practiceId, :slug, :now)`,
        {
          replacements: {
            providerId: provider.id,
            practiceId: provider.practiceId,
            slug: slugFor(provider.name),
            now,
          },
          type: QueryTypes.INSERT,
          ...txOf(db),
        },
      );
    } catch (error) {
      if ((error as { name?: string }).name !== 'SequelizeUniqueConstraintError') throw error;
    }
    const slug = await findBookingSlug(db, provider.id);
    if (slug) return slug;
  }
  throw new Error(`No free booking slug for provider ${provider.id}`);
}
